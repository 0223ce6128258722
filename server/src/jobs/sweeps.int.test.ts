import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeHold } from '../billing/holds.js';
import * as balance from '../db/repos/balance.js';
import * as tasksRepo from '../db/repos/tasks.js';
import * as wordHolds from '../db/repos/wordHolds.js';
import { ledgerSum, userIdOf } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { sweepAtStartup } from './sweeps.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

async function userWithHolds() {
  const { email, user } = await registerUser(t);
  const userId = await userIdOf(t, email);
  const hold = async (amount: number, ageMs: number) =>
    (await takeHold(t.ctx.db, { userId, amount, purpose: 'polish', now: new Date(Date.now() - ageMs) })).hold;
  const task = async (status: 'queued' | 'running', holdId: string) => {
    const id = crypto.randomUUID();
    await tasksRepo.insert(t.ctx.db, {
      id,
      userId,
      kind: 'polish',
      status,
      input: { tool: 'polish', input: { text: 'x' } },
      holdId,
      createdAt: new Date(),
    });
    return id;
  };
  return { userId, start: user.durWordsLeft, hold, task };
}

describe('sweepAtStartup', () => {
  it('fails tasks left running by a dead worker and gives their words back', async () => {
    const u = await userWithHolds();
    const hold = await u.hold(300, 0);
    const taskId = await u.task('running', hold.id);
    expect(await balance.wordsLeft(t.ctx.db, u.userId)).toBe(u.start - 300);

    await sweepAtStartup(t.ctx.db, { holdsOlderThan: new Date(Date.now() - HOUR), now: new Date() });

    const task = await tasksRepo.findOwned(t.ctx.db, u.userId, taskId);
    expect(task).toMatchObject({
      status: 'failed',
      errorCode: 'task_interrupted',
      errorMsg: 'Interrupted by a server restart. Please retry.',
    });
    expect((await wordHolds.findById(t.ctx.db, hold.id))?.status).toBe('released');
    expect(await balance.wordsLeft(t.ctx.db, u.userId)).toBe(u.start);
    expect(await ledgerSum(t, u.userId)).toBe(u.start);
  });

  it('releases abandoned holds only: old, and not waiting with a queued task', async () => {
    const u = await userWithHolds();
    const abandoned = await u.hold(100, 2 * HOUR);
    const recent = await u.hold(50, 0);
    const waiting = await u.hold(70, 2 * HOUR);
    const queuedId = await u.task('queued', waiting.id);

    const queued = await sweepAtStartup(t.ctx.db, { holdsOlderThan: new Date(Date.now() - HOUR), now: new Date() });

    expect(queued).toContain(queuedId);
    expect((await wordHolds.findById(t.ctx.db, abandoned.id))?.status).toBe('released');
    expect((await wordHolds.findById(t.ctx.db, recent.id))?.status).toBe('held');
    expect((await wordHolds.findById(t.ctx.db, waiting.id))?.status).toBe('held');
    expect(await balance.wordsLeft(t.ctx.db, u.userId)).toBe(u.start - 50 - 70);
    expect(await ledgerSum(t, u.userId)).toBe(u.start - 50 - 70);
  });
});
