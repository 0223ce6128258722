import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { V1 } from '@inkstone/shared/paths';
import * as usersRepo from '../../../db/repos/users.js';
import * as outbox from '../../../db/repos/outboxMessages.js';
import { wordLedger } from '../../../db/schema/index.js';
import { latestCode, okData, registerUser, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, ip = uniqueIp()) =>
  t.request({ method: 'POST', url, payload, remoteAddress: ip });

async function requestCode(email: string): Promise<string> {
  okData(await post(V1.register.registerCode, { email }));
  return latestCode(t, email);
}

describe('POST /v1/register/registerCode', () => {
  it('emails a code to a new address', async () => {
    const email = uniqueEmail();
    const res = await post(V1.register.registerCode, { email });
    expect(res.json()).toEqual({ success: true, data: { resendAfterSeconds: 60 } });
    const [mail] = await outbox.listRecent(t.ctx.db, { recipient: email, limit: 5 });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Inkstone verification code' });
    expect(mail?.body).toMatch(/\b\d{6}\b/);
  });

  it('answers an existing address exactly the same, and emails a notice instead of a code', async () => {
    const { email } = await registerUser(t);
    t.clock.advance(61_000);
    const fresh = await post(V1.register.registerCode, { email: uniqueEmail() });
    const existing = await post(V1.register.registerCode, { email });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual(fresh.json());
    const [notice] = await outbox.listRecent(t.ctx.db, { recipient: email, limit: 1 });
    expect(notice?.subject).toBe('You already have an Inkstone account');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
  });

  it('rejects a missing or invalid email', async () => {
    expect((await post(V1.register.registerCode, {})).json()).toMatchObject({ errorCode: 'validation_error' });
    expect((await post(V1.register.registerCode, { email: 'x@' })).json().errorMsg).toBe(
      'email: must be a valid email address',
    );
  });
});

describe('POST /v1/register/doRegistry', () => {
  it('creates the account, grants the free words and signs in', async () => {
    const email = uniqueEmail();
    const res = await post(V1.register.doRegistry, {
      email,
      code: await requestCode(email),
      password: 'first-password-1',
    });
    const login = okData<{ token: string; user: Record<string, unknown> }>(res);
    expect(login.user).toMatchObject({ userAccount: email, email, nickname: email, durWordsLeft: 10_000 });
    const user = await usersRepo.findByEmail(t.ctx.db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const ledger = await t.ctx.db
      .select()
      .from(wordLedger)
      .where(eq(wordLedger.userId, user?.id ?? ''));
    expect(ledger).toEqual([expect.objectContaining({ delta: 10_000, reason: 'signup_grant' })]);
    okData(await t.request({ method: 'GET', url: V1.user.info, token: login.token }));
    okData(await post(V1.login.email, { email, password: 'first-password-1' }));
  });

  it('states the password rule when the password is weak', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    for (const password of ['short1', 'onlyletters', '1234567890']) {
      const res = await post(V1.register.doRegistry, { email, code, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_error',
        errorMsg: 'password: must be at least 8 characters, with at least one letter and one digit',
      });
    }
    // Validation failures never touch the code: it still works.
    okData(await post(V1.register.doRegistry, { email, code, password: 'good-password-1' }));
  });

  it('refuses a wrong, a reused and an expired code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await post(V1.register.doRegistry, { email, code: wrong, password: 'password-1' })).json().errorCode).toBe(
      'invalid_code',
    );
    okData(await post(V1.register.doRegistry, { email, code, password: 'password-1' }));
    const reused = await post(V1.register.doRegistry, { email, code, password: 'password-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('invalid_code');

    const late = uniqueEmail();
    const lateCode = await requestCode(late);
    t.clock.advance(11 * 60_000);
    const expired = await post(V1.register.doRegistry, { email: late, code: lateCode, password: 'password-1' });
    expect(expired.json()).toMatchObject({ errorCode: 'code_expired' });
  });

  it('does not accept a code sent for another address or another purpose', async () => {
    const a = uniqueEmail();
    const b = uniqueEmail();
    const codeA = await requestCode(a);
    await requestCode(b);
    expect((await post(V1.register.doRegistry, { email: b, code: codeA, password: 'password-1' })).statusCode).toBe(
      400,
    );
    const { email } = await registerUser(t);
    t.clock.advance(61_000);
    okData(await post(V1.register.resetPasswordCode, { email }));
    const resetCode = await latestCode(t, email);
    const res = await post(V1.register.doRegistry, { email, code: resetCode, password: 'password-1' });
    expect(res.json().errorCode).toBe('invalid_code');
  });

  it('answers 409 account_exists when a valid code meets an existing account', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    await usersRepo.insert(t.ctx.db, { id: crypto.randomUUID(), email, nickname: email });
    const res = await post(V1.register.doRegistry, { email, code, password: 'password-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('account_exists');
  });

  it('rejects missing fields', async () => {
    const res = await post(V1.register.doRegistry, { email: uniqueEmail(), password: 'password-1' });
    expect(res.json().errorMsg).toMatch(/^code: /);
  });
});
