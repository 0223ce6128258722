import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { eq } from 'drizzle-orm';
import * as usersRepo from '../../../db/repos/users.js';
import { wordLedger } from '../../../db/schema/index.js';
import { latestCode, okData, registerUser, smsLoginUser, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, ip = uniqueIp()) =>
  t.request({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

async function sendSmsCode(phone: string, ip = uniqueIp()): Promise<string> {
  okData(await post(V1.login.sendSMSCode, { phone }, ip));
  return latestCode(t, phone);
}

describe('POST /v1/login/sendSMSCode', () => {
  it('sends a 6-digit code and says when another may be requested', async () => {
    const phone = uniquePhone();
    const res = await post(V1.login.sendSMSCode, { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { resendAfterSeconds: 60 } });
    expect(await latestCode(t, phone)).toMatch(/^\d{6}$/);
  });

  it('rejects a missing or malformed phone with the field named', async () => {
    const missing = await post(V1.login.sendSMSCode, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
    expect(missing.json().errorMsg).toMatch(/^phone: /);
    const bad = await post(V1.login.sendSMSCode, { phone: '12345' });
    expect(bad.json()).toMatchObject({
      errorCode: 'validation_error',
      errorMsg: 'phone: must be a valid mobile number',
    });
  });

  it('rejects malformed JSON with malformed_json', async () => {
    const res = await t.request({
      method: 'POST',
      url: V1.login.sendSMSCode,
      payload: '{"phone": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'malformed_json' });
  });
});

describe('POST /v1/login/sms', () => {
  it('creates the account on the first sign-in with the free word balance, then signs it in again', async () => {
    const phone = uniquePhone();
    const first = okData<{ token: string; expiresAt: string; user: Record<string, unknown> }>(
      await post(V1.login.sms, { phone, code: await sendSmsCode(phone) }),
    );
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(first.user).toMatchObject({
      userAccount: phone,
      nickname: phone,
      phone,
      email: null,
      durWordsLeft: 10_000,
      loginUserType: 'regular',
      language: 'en',
      hasSeenQuestionaire: false,
    });
    expect(first.user.lastLoginTime).toEqual(expect.any(String));

    t.clock.advance(61_000);
    const again = await smsLoginUser(t, { phone });
    expect(again.token).not.toBe(first.token);
    expect(again.user.durWordsLeft).toBe(10_000);
    const info = okData<{ userAccount: string }>(
      await t.request({ method: 'GET', url: V1.user.info, token: first.token }),
    );
    expect(info.userAccount).toBe(phone);
  });

  it('writes the signup grant to the word ledger with the new user', async () => {
    const { phone } = await smsLoginUser(t);
    const user = await usersRepo.findByPhone(t.ctx.db, phone);
    const rows = await t.ctx.db
      .select()
      .from(wordLedger)
      .where(eq(wordLedger.userId, user?.id ?? ''));
    expect(rows).toEqual([expect.objectContaining({ delta: 10_000, balanceAfter: 10_000, reason: 'signup_grant' })]);
  });

  it('refuses a wrong code, then still accepts the right one', async () => {
    const phone = uniquePhone();
    const code = await sendSmsCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await post(V1.login.sms, { phone, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'invalid_code' });
    okData(await post(V1.login.sms, { phone, code }));
  });

  it('refuses a reused code', async () => {
    const phone = uniquePhone();
    const code = await sendSmsCode(phone);
    okData(await post(V1.login.sms, { phone, code }));
    const res = await post(V1.login.sms, { phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_code');
  });

  it('refuses a code that a newer one superseded', async () => {
    const phone = uniquePhone();
    const older = await sendSmsCode(phone);
    t.clock.advance(61_000);
    const newer = await sendSmsCode(phone);
    // One chance in a million that both codes are equal; then only the second half says anything.
    if (older !== newer) {
      expect((await post(V1.login.sms, { phone, code: older })).json().errorCode).toBe('invalid_code');
    }
    okData(await post(V1.login.sms, { phone, code: newer }));
  });

  it('refuses an expired code with code_expired', async () => {
    const phone = uniquePhone();
    const code = await sendSmsCode(phone);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await post(V1.login.sms, { phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('code_expired');
  });

  it('kills the code after 5 wrong tries: 429 too_many_attempts, even for the right code', async () => {
    const phone = uniquePhone();
    const code = await sendSmsCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(V1.login.sms, { phone, code: wrong })).json().errorCode);
    expect(statuses).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'too_many_attempts']);
    const right = await post(V1.login.sms, { phone, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('too_many_attempts');
  });

  it('refuses a code that was never sent and a missing code', async () => {
    expect((await post(V1.login.sms, { phone: uniquePhone(), code: '123456' })).json().errorCode).toBe('invalid_code');
    const missing = await post(V1.login.sms, { phone: uniquePhone() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMsg).toMatch(/^code: /);
    const short = await post(V1.login.sms, { phone: uniquePhone(), code: '12345' });
    expect(short.json().errorMsg).toBe('code: must be 6 digits');
  });
});

describe('POST /v1/login/email', () => {
  it('signs in with the right password', async () => {
    const { email, password } = await registerUser(t);
    const login = okData<{ token: string; user: { email: string } }>(await post(V1.login.email, { email, password }));
    expect(login.user.email).toBe(email);
    okData(await t.request({ method: 'GET', url: V1.user.info, token: login.token }));
  });

  it('matches the email case-insensitively', async () => {
    const { email, password } = await registerUser(t);
    okData(await post(V1.login.email, { email: `  ${email.toUpperCase()} `, password }));
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const { email } = await registerUser(t);
    const wrong = await post(V1.login.email, { email, password: 'not-the-password-1' });
    const unknown = await post(V1.login.email, { email: `nobody-${email}`, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'invalid_credentials',
      errorMsg: 'The email address or password is not correct.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects missing fields', async () => {
    expect((await post(V1.login.email, { email: 'a@b.co' })).json().errorMsg).toMatch(/^password: /);
    expect((await post(V1.login.email, { password: 'x' })).json().errorMsg).toMatch(/^email: /);
    expect((await post(V1.login.email, { email: 'nope', password: 'x' })).json().errorMsg).toBe(
      'email: must be a valid email address',
    );
  });
});
