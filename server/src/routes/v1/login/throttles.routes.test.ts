import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { latestCode, okData, registerUser, uniqueEmail, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MIN = 60_000;
const post = (url: string, payload: object, ip: string) =>
  t.request({ method: 'POST', url, payload, remoteAddress: ip });

describe('code resend throttling', () => {
  it('allows one code per recipient per 60 s, with Retry-After, then allows it again', async () => {
    const phone = uniquePhone();
    okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
    t.clock.advance(20_000);
    // Another IP does not help: the limit is per recipient.
    const early = await post(V1.login.sendSMSCode, { phone }, uniqueIp());
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false, errorCode: 'rate_limited' });
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(39);
    expect(retryAfter).toBeLessThanOrEqual(41);
    t.clock.advance(41_000);
    okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
  });

  it('applies to email codes too, across registration and reset', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    okData(await post(V1.register.registerCode, { email }, ip));
    expect((await post(V1.register.resetPasswordCode, { email }, ip)).statusCode).toBe(429);
    expect((await post(V1.register.registerCode, { email }, ip)).statusCode).toBe(429);
  });

  it('caps a recipient at 5 codes per hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
      t.clock.advance(MIN + 1000);
    }
    const capped = await post(V1.login.sendSMSCode, { phone }, uniqueIp());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errorCode).toBe('rate_limited');
    // The first of the five leaves the hour window after 60 − 5 × 61 s ≈ 55 min.
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(50 * 60);
    t.clock.advance(Number(capped.headers['retry-after']) * 1000);
    okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
  });

  it('caps an IP at 20 codes per hour, whatever the recipients', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) okData(await post(V1.login.sendSMSCode, { phone: uniquePhone() }, ip));
    const capped = await post(V1.register.registerCode, { email: uniqueEmail() }, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errorCode).toBe('rate_limited');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(59 * 60);
    okData(await post(V1.login.sendSMSCode, { phone: uniquePhone() }, uniqueIp()));
  });
});

describe('sign-in failure limits', () => {
  it('locks an account after 10 failed passwords in 15 min, for every IP, then lets it in again', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await post(V1.login.email, { email, password: `wrong-${i}-password` }, uniqueIp());
      expect(res.json().errorCode).toBe('invalid_credentials');
    }
    // Even the right password is refused while locked, so guessing learns nothing.
    const locked = await post(V1.login.email, { email, password }, uniqueIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    t.clock.advance(15 * MIN + 1000);
    okData(await post(V1.login.email, { email, password }, uniqueIp()));
  });

  it('locks an unknown account the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await post(V1.login.email, { email, password: 'wrong-password-1' }, uniqueIp());
    expect((await post(V1.login.email, { email, password: 'wrong-password-1' }, uniqueIp())).statusCode).toBe(429);
  });

  it('locks an IP after 50 failures across accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i++) await post(V1.login.email, { email: uniqueEmail(), password: 'wrong-1' }, ip);
    const locked = await post(V1.login.email, { email: uniqueEmail(), password: 'wrong-1' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('rate_limited');
    const { email, password } = await registerUser(t);
    okData(await post(V1.login.email, { email, password }, uniqueIp()));
  });

  it('counts wrong SMS codes against the phone across fresh codes', async () => {
    const phone = uniquePhone();
    for (let round = 0; round < 2; round++) {
      okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
      for (let i = 0; i < 5; i++) await post(V1.login.sms, { phone, code: '000000' }, uniqueIp());
      t.clock.advance(MIN + 1000);
    }
    okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
    const code = await latestCode(t, phone);
    const locked = await post(V1.login.sms, { phone, code }, uniqueIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('rate_limited');
  });
});
