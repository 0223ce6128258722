import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewResult } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { takeHold } from '../../../billing/holds.js';
import * as tasksRepo from '../../../db/repos/tasks.js';
import { writingProjects } from '../../../db/schema/index.js';
import { startWorker } from '../../../jobs/worker.js';
import { createAiTestApp, eventually, openHolds, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData } from '../../../test/factories.js';
import * as wordHolds from '../../../db/repos/wordHolds.js';
import { MAX_REVIEW_RESTARTS } from '../../../writing/review/resume.js';
import { runReviewTask } from '../../../writing/review/runReviewTask.js';
import {
  projectOf,
  SECTION_TEXT,
  sectionTitle,
  settled,
  startReview,
  writingModel,
} from '../../../test/writing/reviewTestKit.js';
import { callKind, userWithSession } from '../../../test/writing/writingTestKit.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  expect(t.fake.unexpected).toEqual([]);
  t.fake.setResponder(undefined);
});

const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

/**
 * A review task as a server killed mid-review leaves it: running, its hold open, the first section
 * written (taken from a finished review of the same project).
 */
async function leftRunning(restarts: number) {
  const u = await userWithSession(t);
  writingModel(t);
  const project = await projectOf(t, u.token, u.sessionId);
  const finished = (await settled(t, await startReview(t, u.token, project.projectId), u.token)).result as ReviewResult;
  const partial: ReviewResult = {
    ...finished,
    sections: finished.sections.slice(0, 1),
    progress: { sectionsDone: 1, sectionsTotal: 2 },
    report: { citationsTotal: 0, verified: 0, flagged: 0, removed: 0 },
    flags: [],
    wordsCharged: 0,
    restarts,
  };
  const now = new Date();
  const { hold } = await takeHold(t.ctx.db, { userId: u.userId, amount: 900, purpose: 'review', now });
  const taskId = crypto.randomUUID();
  await tasksRepo.insert(t.ctx.db, {
    id: taskId,
    userId: u.userId,
    kind: 'review',
    status: 'running',
    input: { projectId: project.projectId, outline: project.outline },
    result: partial,
    holdId: hold.id,
    createdAt: now,
    startedAt: now,
  });
  await t.ctx.db.update(writingProjects).set({ reviewTaskId: taskId }).where(eq(writingProjects.id, project.projectId));
  return { ...u, taskId, firstSection: partial.sections[0]!, balanceWithHold: await balance(u.token) };
}

describe('a review interrupted by a server restart', () => {
  it('resumes after its last finished section when the server starts again', async () => {
    const left = await leftRunning(0);
    const sectionCalls = () => t.fake.requests.filter((r) => callKind(r) === 'section').map(sectionTitle);
    const callsBefore = sectionCalls().length;

    await startWorker(t.ctx); // what a new server process does first on this database

    const task = await settled(t, left.taskId, left.token);
    expect(task.status).toBe('succeeded');
    const result = task.result as ReviewResult;
    expect(sectionCalls().slice(callsBefore)).toEqual(['Memory']);
    expect(result.sections[0]).toEqual(left.firstSection);
    expect(result.sections.map((s) => s.status)).toEqual(['done', 'done']);
    expect(result.restarts).toBe(1);
    expect(result.markdown).toContain('Memory networks store long contexts');
    expect(await openHolds(t, left.userId)).toBe(0);
    expect(await balance(left.token)).toBe(left.balanceWithHold + 900 - result.wordsCharged);
  });

  it('fails cleanly and refunds once it was interrupted too often', async () => {
    const left = await leftRunning(MAX_REVIEW_RESTARTS);
    await startWorker(t.ctx);
    const task = await tasksRepo.findOwned(t.ctx.db, left.userId, left.taskId);
    expect(task).toMatchObject({ status: 'failed', errorCode: 'task_interrupted' });
    expect(await openHolds(t, left.userId)).toBe(0);
    expect(await balance(left.token)).toBe(left.balanceWithHold + 900);
  });

  it('a server stopping mid-review leaves it running with its hold, and the next start finishes it', async () => {
    const u = await userWithSession(t);
    writingModel(t, { Memory: () => ({ text: [SECTION_TEXT.Memory!], headerDelayMs: 1000 }) });
    const project = await projectOf(t, u.token, u.sessionId);
    const { hold } = await takeHold(t.ctx.db, { userId: u.userId, amount: 900, purpose: 'review', now: new Date() });
    const taskId = crypto.randomUUID();
    const input = { projectId: project.projectId, outline: project.outline };
    await tasksRepo.insert(t.ctx.db, {
      id: taskId,
      userId: u.userId,
      kind: 'review',
      input,
      holdId: hold.id,
      createdAt: new Date(),
    });
    await t.ctx.db
      .update(writingProjects)
      .set({ reviewTaskId: taskId })
      .where(eq(writingProjects.id, project.projectId));

    // This "server" stops while the second section is being written.
    const stopping = new AbortController();
    const running = runReviewTask({ ...t.ctx, shutdownSignal: stopping.signal }, taskId);
    const row = () => tasksRepo.findOwned(t.ctx.db, u.userId, taskId);
    await eventually(async () => (await row())?.preview?.includes('Attention') ?? false);
    stopping.abort();
    await running;
    const left = await row();
    expect(left?.status).toBe('running');
    expect((left?.result as ReviewResult).sections.map((s) => s.title)).toEqual(['Attention mechanisms']);
    expect((await wordHolds.findById(t.ctx.db, hold.id))?.status).toBe('held');

    await startWorker(t.ctx);
    const task = await settled(t, taskId, u.token);
    expect(task.status).toBe('succeeded');
    expect((task.result as ReviewResult).sections.map((s) => s.status)).toEqual(['done', 'done']);
    expect((task.result as ReviewResult).restarts).toBe(1);
    expect(await openHolds(t, u.userId)).toBe(0);
  });
});
