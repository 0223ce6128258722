import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInSessionsRes, UserUsageRes } from '@inkstone/shared/api/profile';
import { V1 } from '@inkstone/shared/paths';
import { releaseHold, settleHold, takeHold } from '../../../billing/holds.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { okData, registerUser, uniqueIp } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: object | undefined, token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload, token, headers, remoteAddress: uniqueIp() });

/** An AI operation of `userId` at `at` that reserved `amount` words and was charged `charged`. */
async function aiOperation(userId: string, purpose: string, amount: number, charged: number, at: Date) {
  const { hold } = await takeHold(t.ctx.db, { userId, amount, purpose, now: at });
  await settleHold(t.ctx.db, hold, charged, at);
}

describe('GET /v1/user/usage', () => {
  it('sums the AI charges per UTC day, fills the empty days and lists the newest operations', async () => {
    const user = await registerUser(t);
    const userId = await userIdOf(t, user.email);
    const now = t.clock.now();
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
    await aiOperation(userId, 'polish', 500, 120, twoDaysAgo);
    await aiOperation(userId, 'expand', 300, 300, now);
    // A failed operation gives its hold back: no words, no operation.
    const { hold } = await takeHold(t.ctx.db, { userId, amount: 200, purpose: 'polish', now });
    await releaseHold(t.ctx.db, hold.id, now);
    // Someone else's charge is not this user's.
    const other = await registerUser(t);
    await aiOperation(await userIdOf(t, other.email), 'expand', 900, 900, now);

    const usage = okData<UserUsageRes>(await get(`${V1.user.usage}?days=7`, user.token));
    expect(usage.days).toHaveLength(7);
    expect(usage.days.at(-1)).toEqual({ date: utcDay(now), words: 300 });
    expect(usage.days.find((d) => d.date === utcDay(twoDaysAgo))?.words).toBe(120);
    expect(usage.days.reduce((sum, d) => sum + d.words, 0)).toBe(420);
    expect(usage.days.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => utcDay(new Date(now.getTime() - (6 - i) * DAY_MS))),
    );
    expect(usage.recentOperations.map(({ tool, words }) => ({ tool, words }))).toEqual([
      { tool: 'expand', words: 300 },
      { tool: 'polish', words: 120 },
    ]);
  });

  it('defaults to 30 days, rejects other periods and asks for a sign-in', async () => {
    const { token } = await registerUser(t);
    expect(okData<UserUsageRes>(await get(V1.user.usage, token)).days).toHaveLength(30);
    expect(okData<UserUsageRes>(await get(`${V1.user.usage}?days=90`, token)).days).toHaveLength(90);
    const bad = await get(`${V1.user.usage}?days=365`, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
    expect((await get(V1.user.usage)).statusCode).toBe(401);
  });
});

/** A user signed in twice: by registration, then from a phone browser. */
async function userOnTwoDevices() {
  const user = await registerUser(t);
  const phoneUa =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
  const phone = okData<{ token: string }>(
    await post(V1.login.email, { email: user.email, password: user.password }, undefined, { 'user-agent': phoneUa }),
  );
  return { ...user, phoneToken: phone.token, phoneUa };
}

const sessionsOf = async (token: string) => okData<SignInSessionsRes>(await get(V1.user.sessions, token)).items;

describe('the sign-in sessions', () => {
  it('lists the live sessions, newest first, with the asking one marked and no token hash', async () => {
    const { token, phoneToken, phoneUa } = await userOnTwoDevices();
    const items = await sessionsOf(token);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ userAgent: phoneUa, isCurrent: false });
    expect(items[1]).toMatchObject({ isCurrent: true });
    expect(Object.keys(items[0]!)).not.toContain('tokenHash');
    expect((await sessionsOf(phoneToken)).map((s) => s.isCurrent)).toEqual([true, false]);
    expect((await get(V1.user.sessions)).statusCode).toBe(401);
  });

  it('signs one session out: its token stops working at once, the others keep theirs', async () => {
    const { token, phoneToken } = await userOnTwoDevices();
    // Both used once first, so both are in the session cache where there is one.
    okData(await get(V1.user.info, phoneToken));
    const phoneSession = (await sessionsOf(token)).find((s) => !s.isCurrent)!;
    okData(await post(V1.user.revokeSession, { id: phoneSession.id }, token));
    expect((await get(V1.user.info, phoneToken)).statusCode).toBe(401);
    okData(await get(V1.user.info, token));
    expect((await sessionsOf(token)).map((s) => s.id)).not.toContain(phoneSession.id);
    // Already ended: nothing left to sign out.
    expect((await post(V1.user.revokeSession, { id: phoneSession.id }, token)).statusCode).toBe(404);
  });

  it('records when each session was last used, at most once an hour', async () => {
    const { token, phoneToken } = await userOnTwoDevices();
    const phoneSession = async () => (await sessionsOf(token)).find((s) => !s.isCurrent)!;
    const signedInAt = (await phoneSession()).lastUsedAt;
    okData(await get(V1.user.info, phoneToken));
    expect((await phoneSession()).lastUsedAt).toBe(signedInAt);
    t.clock.advance(2 * 60 * 60 * 1000);
    okData(await get(V1.user.info, phoneToken));
    const used = await phoneSession();
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.parse(signedInAt));
    expect(used.createdAt).toBe(signedInAt);
  });

  it("answers 404 for another user's session and leaves it signed in", async () => {
    const mine = await registerUser(t);
    const theirs = await userOnTwoDevices();
    const [theirSession] = await sessionsOf(theirs.token);
    const res = await post(V1.user.revokeSession, { id: theirSession!.id }, mine.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    okData(await get(V1.user.info, theirs.phoneToken));
    okData(await get(V1.user.info, theirs.token));
  });

  it('rejects a malformed id and asks for a sign-in', async () => {
    const { token } = await registerUser(t);
    const bad = await post(V1.user.revokeSession, { id: 'not-a-uuid' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation_error' });
    expect((await post(V1.user.revokeSession, { id: crypto.randomUUID() })).statusCode).toBe(401);
  });

  it('signs out everywhere: every token of the user stops working, and the list is empty', async () => {
    const { token, phoneToken } = await userOnTwoDevices();
    const other = await registerUser(t);
    okData(await get(V1.user.info, phoneToken));
    okData(await post(V1.user.logoutAll, undefined, phoneToken));
    expect((await get(V1.user.info, token)).statusCode).toBe(401);
    expect((await get(V1.user.info, phoneToken)).statusCode).toBe(401);
    okData(await get(V1.user.info, other.token));
    expect(await sessionsOf(other.token)).toHaveLength(1);
  });
});
