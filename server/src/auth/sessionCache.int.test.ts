import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { V1 } from '@inkstone/shared/paths';
import { settleHold, takeHold } from '../billing/holds.js';
import { runNamedStatement } from '../db/namedStatement.js';
import * as usersRepo from '../db/repos/users.js';
import { okData, registerUser, uniqueIp } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

/**
 * Signed-in requests on the embedded database are served from the session cache (db/sessionCache.ts);
 * these tests check that nothing a user or another request changes is ever missed by it. They run on
 * PostgreSQL too, where there is no cache and the same answers come from the database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = (token: string) => t.request({ method: 'GET', url: V1.user.info, token });
const post = (url: string, payload: object | undefined, token?: string) =>
  t.request({ method: 'POST', url, payload, token, remoteAddress: uniqueIp() });

/** A registered user signed in twice, both sessions used once (so both are cached where there is a cache). */
async function userWithTwoSessions() {
  const first = await registerUser(t);
  const second = okData<{ token: string }>(
    await post(V1.login.email, { email: first.email, password: first.password }),
  );
  okData(await info(first.token));
  okData(await info(second.token));
  return { ...first, otherToken: second.token };
}

describe('the session cache', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'answers a signed-in request without reading the session again',
    async () => {
      const { token, email } = await registerUser(t);
      okData(await info(token));
      expect(t.ctx.database.sessionCache?.size).toBeGreaterThan(0);
      // Revoked behind Drizzle's back, where the cache cannot see it: the cached session still answers.
      const client = (t.ctx.db as unknown as { $client: { query(q: string): Promise<unknown> } }).$client;
      await client.query('update sessions set revoked_at = now() where revoked_at is null');
      okData(await info(token));
      // Any statement through Drizzle that changes a user or a session empties the cache: now it shows.
      const { id } = (await usersRepo.findByEmail(t.ctx.db, email))!;
      await usersRepo.recordLogin(t.ctx.db, id, new Date());
      expect((await info(token)).statusCode).toBe(401);
    },
  );

  it('ends every cached session of a user at logout-all', async () => {
    const { token, otherToken } = await userWithTwoSessions();
    okData(await post(V1.user.logoutAll, undefined, token));
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(otherToken)).statusCode).toBe(401);
  });

  it('ends the other cached sessions when the password changes, inside its transaction', async () => {
    const { token, otherToken, password } = await userWithTwoSessions();
    okData(await post(V1.user.changePassword, { currentPassword: password, newPassword: 'another-pass-9' }, token));
    okData(await info(token));
    expect((await info(otherToken)).statusCode).toBe(401);
  });

  it('shows profile and role changes at once', async () => {
    const { token, otherToken } = await userWithTwoSessions();
    okData(await post(V1.user.preferences, { nickname: 'Grace' }, token));
    expect(okData<UserInfoRes>(await info(otherToken)).nickname).toBe('Grace');
    const { id } = (await usersRepo.findByEmail(t.ctx.db, okData<UserInfoRes>(await info(token)).email!))!;
    await usersRepo.setLoginUserType(t.ctx.db, id, 'admin', new Date());
    expect(okData<UserInfoRes>(await info(otherToken)).loginUserType).toBe('admin');
    expect((await t.request({ method: 'GET', url: V1.admin.users, token })).statusCode).toBe(200);
  });

  it('sees a change made by a named statement (which bypasses Drizzle on the embedded database)', async () => {
    const { token, otherToken, email } = await userWithTwoSessions();
    const { id } = (await usersRepo.findByEmail(t.ctx.db, email))!;
    const rename = {
      name: 'test_rename_user',
      paramTypes: ['text', 'uuid'],
      text: 'update users set nickname = $1 where id = $2',
    };
    await runNamedStatement(t.ctx.db, rename, ['Lin', id]);
    expect(okData<UserInfoRes>(await info(token)).nickname).toBe('Lin');
    expect(okData<UserInfoRes>(await info(otherToken)).nickname).toBe('Lin');
  });

  it('shows the balance as it is now, after word holds that leave the cached sessions alone', async () => {
    const { token, email } = await userWithTwoSessions();
    const before = okData<UserInfoRes>(await info(token)).durWordsLeft;
    const { id } = (await usersRepo.findByEmail(t.ctx.db, email))!;
    await takeHold(t.ctx.db, { userId: id, amount: 700, purpose: 'polish', now: new Date() });
    expect(okData<UserInfoRes>(await info(token)).durWordsLeft).toBe(before - 700);
  });
});

describe('the balance cache', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'answers the balance without reading it again, until anything writes users',
    async () => {
      const { token, email } = await registerUser(t);
      const before = okData<UserInfoRes>(await info(token)).durWordsLeft;
      // Changed behind Drizzle's back, where the cache cannot see it: the cached balance still answers.
      const client = (t.ctx.db as unknown as { $client: { query(q: string): Promise<unknown> } }).$client;
      await client.query(`update users set words_left = words_left + 5 where email = '${email}'`);
      expect(okData<UserInfoRes>(await info(token)).durWordsLeft).toBe(before);
      const { id } = (await usersRepo.findByEmail(t.ctx.db, email))!;
      await usersRepo.recordLogin(t.ctx.db, id, new Date());
      expect(okData<UserInfoRes>(await info(token)).durWordsLeft).toBe(before + 5);
    },
  );

  it('shows a settled hold at once', async () => {
    const { token, email } = await registerUser(t);
    const before = okData<UserInfoRes>(await info(token)).durWordsLeft;
    const { id } = (await usersRepo.findByEmail(t.ctx.db, email))!;
    const { hold } = await takeHold(t.ctx.db, { userId: id, amount: 300, purpose: 'polish', now: new Date() });
    expect(okData<UserInfoRes>(await info(token)).durWordsLeft).toBe(before - 300);
    await settleHold(t.ctx.db, hold, 120, new Date());
    expect(okData<UserInfoRes>(await info(token)).durWordsLeft).toBe(before - 120);
  });
});
