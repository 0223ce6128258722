import * as tasksRepo from '../../db/repos/tasks.js';
import type { TaskRow } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { REVIEW_TASK_KIND, storedReviewResult } from './reviewTask.js';

/** How many restarts a review survives; after that the start-up sweep fails it (and refunds it). */
export const MAX_REVIEW_RESTARTS = 2;

/**
 * Start-up step before the sweep: review tasks a stopped server left running go back to the queue,
 * keeping their hold and finished sections, so the worker resumes after the last finished section.
 * One interrupted more than MAX_REVIEW_RESTARTS times is left running, and the sweep that follows
 * fails it cleanly and gives its words back; a review never stays running forever.
 */
export async function requeueInterruptedReviews(db: Db): Promise<string[]> {
  const running = await tasksRepo.listRunning(db, REVIEW_TASK_KIND);
  const requeued: string[] = [];
  for (const task of running) if (await requeueReview(db, task)) requeued.push(task.id);
  return requeued;
}

/**
 * Puts one running review back in the queue with one more restart counted; false when it has had
 * its MAX_REVIEW_RESTARTS (or is no longer running), so the caller fails it instead.
 */
export async function requeueReview(db: Db, task: TaskRow): Promise<boolean> {
  const result = storedReviewResult(task);
  const restarts = result?.restarts ?? 0;
  if (restarts >= MAX_REVIEW_RESTARTS) return false;
  return tasksRepo.requeueRunning(db, task.id, result ? { ...result, restarts: restarts + 1 } : task.result);
}
