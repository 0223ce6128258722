import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { grantAdmin } from '../../../auth/grantAdmin.js';
import * as usersRepo from '../../../db/repos/users.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { adminUser, okData, registerUser, smsLoginUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const users = (token?: string, query = '') => t.request({ method: 'GET', url: `${V1.admin.users}${query}`, token });

describe('GET /v1/admin/users', () => {
  it('answers 401 without a token and 403 forbidden to a regular user', async () => {
    expect((await users()).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const res = await users(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
  });

  it('opens to the same user once granted admin, without signing in again', async () => {
    const { token, email } = await registerUser(t);
    expect((await users(token)).statusCode).toBe(403);
    await grantAdmin(t.ctx.db, email, t.clock.now());
    okData(await users(token));
    const info = okData<{ loginUserType: string; abilities: unknown[] }>(
      await t.request({ method: 'GET', url: V1.user.info, token }),
    );
    expect(info.loginUserType).toBe('admin');
    expect(info.abilities).toContainEqual({ action: 'access', subject: 'admin' });
  });

  it('pages accounts newest first with the total', async () => {
    const admin = await adminUser(t);
    const sms = await smsLoginUser(t);
    const page = okData<{ items: Array<Record<string, unknown>>; total: number }>(
      await users(admin.token, '?page=1&pageSize=5'),
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.items[0]).toMatchObject({ userAccount: sms.phone, phone: sms.phone, loginUserType: 'regular' });
    expect(page.items[0]).not.toHaveProperty('passwordHash');
    const second = okData<{ items: unknown[]; total: number }>(await users(admin.token, '?page=999&pageSize=5'));
    expect(second).toEqual({ items: [], total: page.total });
  });

  it('rejects page sizes outside the spec list', async () => {
    const admin = await adminUser(t);
    const res = await users(admin.token, '?pageSize=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('pageSize: must be one of 5, 10, 20, 25, 50, 100 or -1 (All)');
  });
});

describe('GET /v1/admin/users/lookup', () => {
  const lookup = (account: string, token?: string) =>
    t.request({ method: 'GET', url: `${V1.admin.usersLookup}?account=${encodeURIComponent(account)}`, token });

  it('finds an account by email (any case), phone or id, with its balance', async () => {
    const admin = await adminUser(t);
    const user = await registerUser(t);
    const sms = await smsLoginUser(t);
    const userId = await userIdOf(t, user.email);
    const smsId = (await usersRepo.findByPhone(t.ctx.db, sms.phone))?.id;
    const byEmail = okData<{ id: string; email: string; durWordsLeft: number }>(
      await lookup(` ${user.email.toUpperCase()} `, admin.token),
    );
    expect(byEmail).toMatchObject({ id: userId, email: user.email, loginUserType: 'regular' });
    expect(byEmail.durWordsLeft).toBe(user.user.durWordsLeft);
    expect(byEmail).not.toHaveProperty('passwordHash');
    expect(okData(await lookup(sms.phone, admin.token))).toMatchObject({ id: smsId, phone: sms.phone });
    expect(okData(await lookup(userId.toUpperCase(), admin.token))).toMatchObject({ email: user.email });
  });

  it('answers 404 for nobody, 400 for a name that is no id, email or phone', async () => {
    const admin = await adminUser(t);
    for (const account of ['nobody-here@example.com', '13900000000', '00000000-0000-4000-8000-000000000000']) {
      const res = await lookup(account, admin.token);
      expect(res.statusCode, account).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    const bad = await lookup('not an account', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_error');
    expect((await t.request({ method: 'GET', url: V1.admin.usersLookup, token: admin.token })).statusCode).toBe(400);
  });

  it('is for administrators only: 401 without a token, 403 for a regular user', async () => {
    const user = await registerUser(t);
    expect((await lookup(user.email)).statusCode).toBe(401);
    const res = await lookup(user.email, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('forbidden');
  });
});
