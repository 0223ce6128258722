import { releaseAbandonedHolds, releaseHold } from '../billing/holds.js';
import * as tasksRepo from '../db/repos/tasks.js';
import type { Db } from '../db/types.js';

/** Error of tasks whose worker died while running them. */
export const INTERRUPTED = {
  errorCode: 'task_interrupted',
  errorMsg: 'Interrupted by a server restart. Please retry.',
};

/**
 * Start-up sweep (conventions §6): tasks left running by a dead worker fail ('interrupted by
 * restart') and their holds are given back; holds open longer than any operation may run are given
 * back too. Returns the ids still queued, to be queued again.
 */
export async function sweepAtStartup(db: Db, opts: { holdsOlderThan: Date; now: Date }): Promise<string[]> {
  const interrupted = await tasksRepo.failAllRunning(db, INTERRUPTED.errorCode, INTERRUPTED.errorMsg, opts.now);
  for (const task of interrupted) if (task.holdId) await releaseHold(db, task.holdId, opts.now);
  await releaseAbandonedHolds(db, opts.holdsOlderThan, opts.now);
  return tasksRepo.listQueuedIds(db);
}
