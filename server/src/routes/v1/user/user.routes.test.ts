import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, smsLoginUser, uniqueIp } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = (token?: string) => t.request({ method: 'GET', url: V1.user.info, token });
const post = (url: string, payload: object | undefined, token?: string) =>
  t.request({ method: 'POST', url, payload, token, remoteAddress: uniqueIp() });

describe('GET /v1/user/info', () => {
  it('returns the user info with the role abilities', async () => {
    const { token, email } = await registerUser(t);
    const data = okData<Record<string, unknown>>(await info(token));
    expect(data).toMatchObject({
      userAccount: email,
      durWordsLeft: 10_000,
      nickname: email,
      email,
      phone: null,
      loginUserType: 'regular',
      language: 'en',
      hasSeenQuestionaire: false,
    });
    expect(new Date(data.lastLoginTime as string).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(data.abilities).toEqual(
      expect.arrayContaining([
        { action: 'use', subject: 'ai_tools' },
        { action: 'manage', subject: 'own_content' },
      ]),
    );
    expect(data.abilities).not.toContainEqual({ action: 'access', subject: 'admin' });
  });

  it('answers 401 unauthenticated without a token, with a malformed or an unknown one', async () => {
    for (const res of [
      await info(),
      await t.request({ method: 'GET', url: V1.user.info, headers: { authorization: 'Basic abc' } }),
      await info('A'.repeat(43)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'unauthenticated' });
    }
  });

  it('answers 401 once the session has expired (SESSION_TTL_DAYS)', async () => {
    const { token } = await smsLoginUser(t);
    t.clock.advance(29 * 24 * 3600 * 1000);
    okData(await info(token));
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes only this session', async () => {
    const { token, email, password } = await registerUser(t);
    const other = okData<{ token: string }>(await post(V1.login.email, { email, password }));
    expect((await post(V1.user.logout, undefined, token)).json()).toEqual({ success: true, data: null });
    expect((await info(token)).statusCode).toBe(401);
    okData(await info(other.token));
    expect((await post(V1.user.logout, undefined, token)).statusCode).toBe(401);
  });

  it('logoutAll revokes every session', async () => {
    const { token, email, password } = await registerUser(t);
    const other = okData<{ token: string }>(await post(V1.login.email, { email, password }));
    okData(await post(V1.user.logoutAll, undefined, other.token));
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(other.token)).statusCode).toBe(401);
  });
});

describe('POST /v1/user/preferences', () => {
  it('persists nickname, language and the questionnaire flag', async () => {
    const { token } = await registerUser(t);
    const updated = okData<Record<string, unknown>>(
      await post(V1.user.preferences, { nickname: '  Ada  ', language: 'cn', hasSeenQuestionaire: true }, token),
    );
    expect(updated).toMatchObject({ nickname: 'Ada', language: 'cn', hasSeenQuestionaire: true });
    okData(await post(V1.user.preferences, { language: 'en' }, token));
    expect(okData(await info(token))).toMatchObject({ nickname: 'Ada', language: 'en', hasSeenQuestionaire: true });
  });

  it('rejects an empty body, an unknown language and a blank nickname', async () => {
    const { token } = await registerUser(t);
    for (const payload of [{}, { language: 'fr' }, { nickname: '   ' }]) {
      const res = await post(V1.user.preferences, payload, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
  });

  it('answers 401 before looking at the body', async () => {
    const res = await post(V1.user.preferences, { language: 'fr' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /v1/user/changePassword', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const { token, email, password } = await registerUser(t);
    const other = okData<{ token: string }>(await post(V1.login.email, { email, password }));
    const res = await post(
      V1.user.changePassword,
      { currentPassword: password, newPassword: 'next-password-2' },
      token,
    );
    expect(res.json()).toEqual({ success: true, data: null });
    okData(await info(token));
    expect((await info(other.token)).statusCode).toBe(401);
    expect((await post(V1.login.email, { email, password })).statusCode).toBe(401);
    okData(await post(V1.login.email, { email, password: 'next-password-2' }));
  });

  it('refuses a wrong current password with 400, keeping the session', async () => {
    const { token } = await registerUser(t);
    const res = await post(
      V1.user.changePassword,
      { currentPassword: 'wrong-one-1', newPassword: 'next-password-2' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_credentials');
    okData(await info(token));
  });

  it('states the rule for a weak new password and refuses SMS-only accounts', async () => {
    const { token, password } = await registerUser(t);
    const weak = await post(V1.user.changePassword, { currentPassword: password, newPassword: 'abc' }, token);
    expect(weak.json().errorMsg).toBe(
      'newPassword: must be at least 8 characters, with at least one letter and one digit',
    );
    const sms = await smsLoginUser(t);
    const res = await post(
      V1.user.changePassword,
      { currentPassword: 'anything-1', newPassword: 'next-password-2' },
      sms.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(/no password/);
  });
});
