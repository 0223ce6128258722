import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as balance from '../db/repos/balance.js';
import * as tasksRepo from '../db/repos/tasks.js';
import * as wordHolds from '../db/repos/wordHolds.js';
import { serverInstances, wordHolds as wordHoldsTable } from '../db/schema/index.js';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';
import { ledgerSum, userIdOf } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { releaseHoldsOfEndedInstances, settleHold, takeHold } from './holds.js';

/**
 * Issue 15 §7: the holds of a process instance that ended are given back at once, never those of a
 * live one or of a task still waiting, and never twice. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (real concurrency there: a pool of 10); both rules run on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '10000' });
});
afterAll(async () => t.close());

const TIMEOUT_MS = 30_000;

async function userWithHolds() {
  const userId = await userIdOf(t, (await registerUser(t)).email);
  /** A hold of 100 words taken by `instanceId` (null: before holds recorded their instance). */
  const hold = async (instanceId: string | null) => {
    const { hold } = await takeHold(t.ctx.db, { userId, amount: 100, purpose: 'polish', now: new Date() });
    await t.ctx.db.update(wordHoldsTable).set({ instanceId }).where(eq(wordHoldsTable.id, hold.id));
    return hold;
  };
  const statusOf = async (id: string) => (await wordHolds.findById(t.ctx.db, id))?.status;
  return { userId, hold, statusOf };
}

async function instanceBeatAgo(ms: number): Promise<string> {
  const id = crypto.randomUUID();
  const heartbeatAt = new Date(Date.now() - ms);
  await t.ctx.db.insert(serverInstances).values({ id, startedAt: heartbeatAt, heartbeatAt, host: 'test', pid: 1 });
  return id;
}

async function waitingWithTask(userId: string, holdId: string): Promise<void> {
  const input = { tool: 'polish', input: { text: 'x' } };
  await tasksRepo.insert(t.ctx.db, {
    id: crypto.randomUUID(),
    userId,
    kind: 'polish',
    input,
    holdId,
    createdAt: new Date(),
  });
}

describe('holds of ended process instances', () => {
  it('one process per database (embedded): gives back every hold but its own and a waiting task’s', async () => {
    const u = await userWithHolds();
    const previous = await u.hold(crypto.randomUUID());
    const unrecorded = await u.hold(null);
    const own = await u.hold(PROCESS_INSTANCE_ID);
    const queued = await u.hold(crypto.randomUUID());
    await waitingWithTask(u.userId, queued.id);

    // Other tests' holds share the database: only this user's are looked at.
    await releaseHoldsOfEndedInstances(t.ctx.db, { allBut: PROCESS_INSTANCE_ID }, new Date());

    expect([await u.statusOf(previous.id), await u.statusOf(unrecorded.id)]).toEqual(['released', 'released']);
    expect([await u.statusOf(own.id), await u.statusOf(queued.id)]).toEqual(['held', 'held']);
    expect(await balance.wordsLeft(t.ctx.db, u.userId)).toBe(10_000 - 200);
    expect(await ledgerSum(t, u.userId)).toBe(10_000 - 200);
  });

  it('several processes (PostgreSQL): gives back the holds of silent or unknown instances only', async () => {
    const u = await userWithHolds();
    const silent = await u.hold(await instanceBeatAgo(TIMEOUT_MS + 5_000));
    const unknown = await u.hold(crypto.randomUUID());
    const live = await u.hold(await instanceBeatAgo(1_000));
    const unrecorded = await u.hold(null);
    const queued = await u.hold(await instanceBeatAgo(TIMEOUT_MS + 5_000));
    await waitingWithTask(u.userId, queued.id);

    await releaseHoldsOfEndedInstances(t.ctx.db, { silentForMs: TIMEOUT_MS }, new Date());

    expect([await u.statusOf(silent.id), await u.statusOf(unknown.id)]).toEqual(['released', 'released']);
    // Left to the age sweep: an instance without a record may be an older server still running.
    expect([await u.statusOf(live.id), await u.statusOf(unrecorded.id), await u.statusOf(queued.id)]).toEqual([
      'held',
      'held',
      'held',
    ]);
    expect(await ledgerSum(t, u.userId)).toBe(await balance.wordsLeft(t.ctx.db, u.userId));
  });

  it('closes each hold once when its settlement races the release', async () => {
    const u = await userWithHolds();
    const ended = crypto.randomUUID();
    const holds = await Promise.all(Array.from({ length: 20 }, () => u.hold(ended)));

    const [settled] = await Promise.all([
      Promise.all(holds.map((h) => settleHold(t.ctx.db, h, 40, new Date()))),
      releaseHoldsOfEndedInstances(t.ctx.db, { allBut: PROCESS_INSTANCE_ID }, new Date()),
    ]);

    const charged = settled.reduce((sum, s) => sum + s.charged, 0);
    const closed = await Promise.all(holds.map((h) => wordHolds.findById(t.ctx.db, h.id)));
    expect(closed.filter((h) => h?.status === 'settled').length * 40).toBe(charged);
    expect(closed.every((h) => h?.status !== 'held')).toBe(true);
    expect(await balance.wordsLeft(t.ctx.db, u.userId)).toBe(10_000 - charged);
    expect(await ledgerSum(t, u.userId)).toBe(10_000 - charged);
  });
});
