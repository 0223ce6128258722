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

  it('takes the per-IP cap from CODE_SEND_IP_HOURLY_LIMIT (many people behind one address)', async () => {
    const natted = await createTestApp({ CODE_SEND_IP_HOURLY_LIMIT: '3' });
    try {
      const send = () =>
        natted.request({
          method: 'POST',
          url: V1.login.sendSMSCode,
          payload: { phone: uniquePhone() },
          remoteAddress: '198.51.100.7',
        });
      for (let i = 0; i < 3; i++) okData(await send());
      expect((await send()).statusCode).toBe(429);
    } finally {
      await natted.close();
    }
  });
});

describe('sign-in failure limits', () => {
  it('holds one address to 10 failures per account in 15 min, then lets it try again', async () => {
    const { email, password } = await registerUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(V1.login.email, { email, password: `wrong-${i}-password` }, ip);
      expect(res.json().errorCode).toBe('invalid_credentials');
    }
    // Even the right password is refused from that address, so its guessing learns nothing.
    const held = await post(V1.login.email, { email, password }, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().errorCode).toBe('rate_limited');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(14 * 60);
    t.clock.advance(15 * MIN + 1000);
    okData(await post(V1.login.email, { email, password }, ip));
  });

  it('holds an address the same way on an unknown account, so the limit reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await post(V1.login.email, { email, password: 'wrong-password-1' }, ip);
    expect((await post(V1.login.email, { email, password: 'wrong-password-1' }, ip)).statusCode).toBe(429);
  });

  it('never locks the owner out: 10 wrong passwords from 10 addresses leave a clean address in', async () => {
    const { email, password } = await registerUser(t);
    const attackers = Array.from({ length: 10 }, () => uniqueIp());
    for (const ip of attackers) {
      expect((await post(V1.login.email, { email, password: 'wrong-password-1' }, ip)).statusCode).toBe(401);
    }
    okData(await post(V1.login.email, { email, password }, uniqueIp()));
    // The attacking addresses are slowed down instead: each further try waits, doubling.
    const first = await post(V1.login.email, { email, password: 'wrong-password-1' }, attackers[0]!);
    expect(first.statusCode).toBe(429);
    t.clock.advance(Number(first.headers['retry-after']) * 1000);
    expect((await post(V1.login.email, { email, password: 'wrong-password-2' }, attackers[1]!)).statusCode).toBe(401);
    const second = await post(V1.login.email, { email, password: 'wrong-password-3' }, attackers[2]!);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']));
  });

  it('holds an IP to 50 failures across accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i++) await post(V1.login.email, { email: uniqueEmail(), password: 'wrong-1' }, ip);
    const held = await post(V1.login.email, { email: uniqueEmail(), password: 'wrong-1' }, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().errorCode).toBe('rate_limited');
    const { email, password } = await registerUser(t);
    okData(await post(V1.login.email, { email, password }, uniqueIp()));
  });

  it('lets the owner sign in by SMS after a code brute force from other addresses', async () => {
    const phone = uniquePhone();
    for (let round = 0; round < 2; round++) {
      okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
      for (let i = 0; i < 5; i++) await post(V1.login.sms, { phone, code: '000000' }, uniqueIp());
      t.clock.advance(MIN + 1000);
    }
    const owner = uniqueIp();
    okData(await post(V1.login.sendSMSCode, { phone }, owner));
    const code = await latestCode(t, phone);
    okData(await post(V1.login.sms, { phone, code }, owner));
  });

  it('counts wrong SMS codes per address across fresh codes', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    for (let round = 0; round < 2; round++) {
      okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
      for (let i = 0; i < 5; i++) await post(V1.login.sms, { phone, code: '000000' }, ip);
      t.clock.advance(MIN + 1000);
    }
    okData(await post(V1.login.sendSMSCode, { phone }, uniqueIp()));
    const held = await post(V1.login.sms, { phone, code: await latestCode(t, phone) }, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().errorCode).toBe('rate_limited');
  });
});

describe('sign-in failure limits under concurrency', () => {
  const statuses = async (requests: Array<Promise<{ statusCode: number }>>) => {
    const counts = new Map<number, number>();
    for (const res of await Promise.all(requests)) counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    return counts;
  };

  it('evaluates at most 10 of 150 simultaneous wrong passwords for one account from one address', async () => {
    const { email } = await registerUser(t);
    const ip = uniqueIp();
    const counts = await statuses(
      Array.from({ length: 150 }, (_, i) => post(V1.login.email, { email, password: `wrong-${i}-pw` }, ip)),
    );
    expect(counts.get(401)).toBe(10);
    expect(counts.get(429)).toBe(140);
  });

  it('evaluates at most 50 of 150 simultaneous wrong passwords from one address across accounts', async () => {
    const ip = uniqueIp();
    const counts = await statuses(
      Array.from({ length: 150 }, () => post(V1.login.email, { email: uniqueEmail(), password: 'wrong-1' }, ip)),
    );
    expect(counts.get(401)).toBe(50);
    expect(counts.get(429)).toBe(100);
  });
});
