import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import * as ledger from '../../../db/repos/wordLedger.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { userIdOf } from '../../../test/aiTestApp.js';

let t: TestApp;
let alice: RegisteredUser;
let aliceId: string;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '1000' });
  alice = await registerUser(t);
  aliceId = await userIdOf(t, alice.email);
  // Three more rows, a minute apart, after the sign-up grant.
  const base = t.clock.now().getTime();
  const changes = [
    { delta: 500, reason: 'top_up', refId: 'order-1' },
    { delta: -200, reason: 'ai_hold', refId: 'hold-1' },
    { delta: 50, reason: 'ai_hold_return', refId: 'hold-1' },
  ];
  for (const [i, c] of changes.entries()) {
    await ledger.applyChange(t.ctx.db, { userId: aliceId, ...c, now: new Date(base + (i + 1) * 60_000) });
  }
});
afterAll(async () => t.close());

const list = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: V1.pointFlow.list, token, payload });

describe('POST /v1/pointFlow/list', () => {
  it('lists the user’s ledger newest first with the balance after each row', async () => {
    const page = okData<PointFlowListRes>(await list(alice.token, {}));
    expect(page.total).toBe(4);
    expect(page.items.map((i) => [i.reason, i.delta, i.balanceAfter])).toEqual([
      ['ai_hold_return', 50, 1350],
      ['ai_hold', -200, 1300],
      ['top_up', 500, 1500],
      ['signup_grant', 1000, 1000],
    ]);
    expect(page.items[2]).toMatchObject({ refId: 'order-1', note: null });
  });

  it('pages, and page size -1 is All', async () => {
    const second = okData<PointFlowListRes>(await list(alice.token, { page: 2, pageSize: 5 }));
    expect(second).toEqual({ items: [], total: 4 });
    const all = okData<PointFlowListRes>(await list(alice.token, { page: 3, pageSize: -1 }));
    expect(all.items).toHaveLength(4);
  });

  it('filters by reason and by date range', async () => {
    const ai = okData<PointFlowListRes>(await list(alice.token, { reasons: ['ai_hold', 'ai_hold_return'] }));
    expect(ai.items.map((i) => i.delta)).toEqual([50, -200]);
    const base = t.clock.now().getTime();
    const from = new Date(base + 90_000).toISOString();
    const to = new Date(base + 150_000).toISOString();
    const ranged = okData<PointFlowListRes>(await list(alice.token, { from, to }));
    expect(ranged.items.map((i) => i.reason)).toEqual(['ai_hold']);
  });

  it('shows nobody else’s rows', async () => {
    const bob = await registerUser(t);
    const page = okData<PointFlowListRes>(await list(bob.token, {}));
    expect(page.items.map((i) => i.reason)).toEqual(['signup_grant']);
  });

  it('answers 401 without a token and 400 for a bad body', async () => {
    expect((await list(undefined, {})).statusCode).toBe(401);
    for (const bad of [
      { pageSize: 7 },
      { reasons: ['gift'] },
      { from: 'yesterday' },
      { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    ]) {
      const res = await list(alice.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
    }
  });

  it('keeps every balance equal to its ledger (ledger:verify)', async () => {
    expect(await ledger.listMismatches(t.ctx.db)).toEqual([]);
  });
});
