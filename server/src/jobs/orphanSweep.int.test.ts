import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeHold } from '../billing/holds.js';
import * as balance from '../db/repos/balance.js';
import * as tasksRepo from '../db/repos/tasks.js';
import * as wordHolds from '../db/repos/wordHolds.js';
import { userIdOf } from '../test/aiTestApp.js';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { MAX_REVIEW_RESTARTS } from '../writing/review/resume.js';
import { initialReviewResult, storedReviewResult } from '../writing/review/reviewTask.js';
import { INTERRUPTED_EVENT } from '../agent/interruptedEvent.js';
import { AGENT_TASK_KIND } from '../agent/stepSpec.js';
import { INTERRUPTED_MSG } from '../agent/sweepSessions.js';
import * as sessions from '../db/repos/researchSessions.js';
import { sweepOrphanedTasks } from './orphanSweep.js';
import { leaseKey } from './taskLeases.js';

/**
 * The dead-worker sweep of separate workers tells a live worker's task (its lease is held on another
 * connection) from an orphan. Leases are PostgreSQL advisory locks: needs TEST_DATABASE_URL.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgServerUrl)('sweepOrphanedTasks', () => {
  let t: TestApp;
  let liveWorker: pg.PoolClient;
  beforeAll(async () => {
    t = await createTestApp();
    // A connection of its own, as a live worker process holds its leases on.
    liveWorker = await (t.ctx.db as unknown as { $client: pg.Pool }).$client.connect();
  });
  afterAll(async () => {
    liveWorker?.release();
    await t?.close();
  });

  async function runningTask(userId: string, kind: 'polish' | 'review', restarts = 0) {
    const { hold } = await takeHold(t.ctx.db, { userId, amount: 200, purpose: kind, now: new Date() });
    const id = crypto.randomUUID();
    const result = kind === 'review' ? { ...initialReviewResult(id, 'apa', 2), restarts } : null;
    const input = kind === 'review' ? { projectId: id, outline: [] } : { tool: 'polish', input: { text: 'x' } };
    await tasksRepo.insert(t.ctx.db, {
      ...{ id, userId, kind, status: 'running', input, result, holdId: hold.id },
      createdAt: new Date(),
    });
    return { id, holdId: hold.id };
  }

  it('fails orphans and gives their words back, resumes reviews, and leaves leased tasks alone', async () => {
    const { email, user } = await registerUser(t);
    const userId = await userIdOf(t, email);
    const live = await runningTask(userId, 'polish');
    const orphan = await runningTask(userId, 'polish');
    const review = await runningTask(userId, 'review');
    const wornOut = await runningTask(userId, 'review', MAX_REVIEW_RESTARTS);
    await liveWorker.query('select pg_advisory_lock($1, $2)', leaseKey(live.id));

    const swept = await sweepOrphanedTasks(t.ctx.db, new Date());

    expect(swept.failed.sort()).toEqual([orphan.id, wornOut.id].sort());
    expect(swept.resumed).toEqual([review.id]);
    const row = (id: string) => tasksRepo.findOwned(t.ctx.db, userId, id);
    expect(await row(live.id)).toMatchObject({ status: 'running' });
    expect(await row(orphan.id)).toMatchObject({ status: 'failed', errorCode: 'task_interrupted' });
    expect(await row(wornOut.id)).toMatchObject({ status: 'failed', errorCode: 'task_interrupted' });
    const resumed = (await row(review.id))!;
    expect(resumed.status).toBe('queued');
    expect(storedReviewResult(resumed)?.restarts).toBe(1);
    const holdStatus = async (id: string) => (await wordHolds.findById(t.ctx.db, id))?.status;
    expect([await holdStatus(live.holdId), await holdStatus(review.holdId)]).toEqual(['held', 'held']);
    expect([await holdStatus(orphan.holdId), await holdStatus(wornOut.holdId)]).toEqual(['released', 'released']);
    expect(await balance.wordsLeft(t.ctx.db, userId)).toBe(user.durWordsLeft - 400);

    // Once its worker is gone (the lock dropped with its connection), the live task is an orphan too.
    await liveWorker.query('select pg_advisory_unlock($1, $2)', leaseKey(live.id));
    expect((await sweepOrphanedTasks(t.ctx.db, new Date())).failed).toEqual([live.id]);
  });

  it('a paper-search step whose worker died: the session fails, its stream ends, its words go back', async () => {
    const { email, user } = await registerUser(t);
    const userId = await userIdOf(t, email);
    const now = new Date();
    const step = async (state: 'running' | 'searched') => {
      const { hold } = await takeHold(t.ctx.db, { userId, amount: 500, purpose: 'paperAgent', now });
      const sessionId = crypto.randomUUID();
      await sessions.insertSession(t.ctx.db, {
        ...{ id: sessionId, userId, topic: 'a topic', options: {}, state, result: {}, holdId: hold.id },
        ...{ createdAt: now, updatedAt: now },
      });
      await sessions.insertEvent(t.ctx.db, {
        sessionId,
        seq: 1,
        stream: 'search',
        event: { type: 'progress' },
        createdAt: now,
      });
      const input = { stream: 'search', sessionId, knowledgeFileIds: [], price: 500, usesModel: true };
      const id = crypto.randomUUID();
      await tasksRepo.insert(t.ctx.db, {
        id,
        userId,
        kind: AGENT_TASK_KIND,
        status: 'running',
        input,
        holdId: hold.id,
        createdAt: now,
      });
      return { id, sessionId };
    };
    const died = await step('running');
    // Its worker stored the end (a finished search) and died before closing the task.
    const finished = await step('searched');

    expect((await sweepOrphanedTasks(t.ctx.db, new Date())).failed.sort()).toEqual([died.id, finished.id].sort());
    expect(await sessions.findSession(t.ctx.db, died.sessionId)).toMatchObject({
      state: 'failed',
      errorMsg: INTERRUPTED_MSG,
    });
    expect(await sessions.eventsAfter(t.ctx.db, died.sessionId, 'search', 1)).toEqual([
      { seq: 2, event: INTERRUPTED_EVENT },
    ]);
    expect(await sessions.findSession(t.ctx.db, finished.sessionId)).toMatchObject({
      state: 'searched',
      errorMsg: null,
    });
    expect(await sessions.eventsAfter(t.ctx.db, finished.sessionId, 'search', 1)).toEqual([]);
    expect(await balance.wordsLeft(t.ctx.db, userId)).toBe(user.durWordsLeft);
  });
});
