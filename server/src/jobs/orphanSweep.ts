import { endInterrupted } from '../agent/endStep.js';
import { AGENT_TASK_KIND, AgentTaskInput } from '../agent/stepSpec.js';
import { releaseHold } from '../billing/holds.js';
import * as tasksRepo from '../db/repos/tasks.js';
import type { TaskRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { requeueReview } from '../writing/review/resume.js';
import { REVIEW_TASK_KIND } from '../writing/review/reviewTask.js';
import { INTERRUPTED } from './sweeps.js';
import { takeFreeLease } from './taskLeases.js';

/** What one sweep did: tasks failed, and reviews put back in the queue to resume. */
export interface OrphanSweep {
  failed: string[];
  resumed: string[];
}

/**
 * Dead-worker sweep for separate worker processes (conventions §6), safe while other workers run: a
 * running task whose lease (taskLeases.ts) no live process holds lost its worker. A review resumes
 * from its last finished section, as after a restart, up to MAX_REVIEW_RESTARTS times; any other
 * task fails and its hold is given back (a paper-search step's session and stream end too). The leases of the orphans are held (transaction locks)
 * until the sweep commits, so no worker can take one half-way.
 */
export async function sweepOrphanedTasks(db: Db, now: Date): Promise<OrphanSweep> {
  return db.transaction(async (tx) => {
    const done: OrphanSweep = { failed: [], resumed: [] };
    for (const task of await tasksRepo.listRunning(tx)) {
      if (!(await takeFreeLease(tx, task.id))) continue;
      if (task.kind === REVIEW_TASK_KIND && (await requeueReview(tx, task))) done.resumed.push(task.id);
      else if (await failOrphan(tx, task, now)) done.failed.push(task.id);
    }
    return done;
  });
}

async function failOrphan(db: Db, task: TaskRow, now: Date): Promise<boolean> {
  const isFailed = await tasksRepo.finish(db, task.id, { status: 'failed', ...INTERRUPTED }, now);
  if (isFailed && task.holdId) await releaseHold(db, task.holdId, now);
  // A paper-search step's followers wait for its stream's last event (decision 017).
  if (isFailed && task.kind === AGENT_TASK_KIND) await endInterrupted(db, AgentTaskInput.parse(task.input), now);
  return isFailed;
}
