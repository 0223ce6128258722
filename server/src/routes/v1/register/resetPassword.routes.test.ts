import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import * as outbox from '../../../db/repos/outboxMessages.js';
import { latestCode, okData, registerUser, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, ip = uniqueIp()) =>
  t.request({ method: 'POST', url, payload, remoteAddress: ip });
const info = (token: string) => t.request({ method: 'GET', url: V1.user.info, token });

describe('POST /v1/register/resetPasswordCode', () => {
  it('emails a code to an existing account', async () => {
    const { email } = await registerUser(t);
    t.clock.advance(61_000);
    okData(await post(V1.register.resetPasswordCode, { email }));
    const [mail] = await outbox.listRecent(t.ctx.db, { recipient: email, limit: 1 });
    expect(mail?.subject).toBe('Reset your Inkstone password');
  });

  it('answers an unknown address the same and sends nothing', async () => {
    const { email } = await registerUser(t);
    t.clock.advance(61_000);
    const known = await post(V1.register.resetPasswordCode, { email });
    const ghost = uniqueEmail('ghost');
    const unknown = await post(V1.register.resetPasswordCode, { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox.listRecent(t.ctx.db, { recipient: ghost, limit: 5 })).toEqual([]);
    // The resend throttle applies to unknown addresses too, so a 429 reveals nothing either.
    expect((await post(V1.register.resetPasswordCode, { email: ghost })).statusCode).toBe(429);
  });
});

describe('POST /v1/register/resetPassword', () => {
  it('sets the new password and signs out every session', async () => {
    const { email, password, token } = await registerUser(t);
    const second = okData<{ token: string }>(await post(V1.login.email, { email, password }));
    t.clock.advance(61_000);
    okData(await post(V1.register.resetPasswordCode, { email }));
    const code = await latestCode(t, email);
    const res = await post(V1.register.resetPassword, { email, code, password: 'brand-new-password-2' });
    expect(res.json()).toEqual({ success: true, data: null });
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(second.token)).statusCode).toBe(401);
    expect((await post(V1.login.email, { email, password })).json().errorCode).toBe('invalid_credentials');
    okData(await post(V1.login.email, { email, password: 'brand-new-password-2' }));
  });

  it('refuses a wrong, reused or expired code, and states the password rule', async () => {
    const { email } = await registerUser(t);
    t.clock.advance(61_000);
    okData(await post(V1.register.resetPasswordCode, { email }));
    const code = await latestCode(t, email);
    const wrong = code === '999999' ? '888888' : '999999';
    expect((await post(V1.register.resetPassword, { email, code: wrong, password: 'password-9' })).statusCode).toBe(
      400,
    );
    const weak = await post(V1.register.resetPassword, { email, code, password: 'weak' });
    expect(weak.json().errorMsg).toBe(
      'password: must be at least 8 characters, with at least one letter and one digit',
    );
    okData(await post(V1.register.resetPassword, { email, code, password: 'password-9' }));
    expect((await post(V1.register.resetPassword, { email, code, password: 'password-8' })).json().errorCode).toBe(
      'invalid_code',
    );

    t.clock.advance(61_000);
    okData(await post(V1.register.resetPasswordCode, { email }));
    const late = await latestCode(t, email);
    t.clock.advance(10 * 60_000 + 1);
    expect(
      (await post(V1.register.resetPassword, { email, code: late, password: 'password-7' })).json().errorCode,
    ).toBe('code_expired');
  });

  it('refuses any code for an address without an account', async () => {
    const res = await post(V1.register.resetPassword, { email: uniqueEmail(), code: '123456', password: 'password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_code');
  });
});
