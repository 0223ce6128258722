import { eq, sql } from 'drizzle-orm';
import { releaseHold } from '../billing/holds.js';
import * as tasksRepo from '../db/repos/tasks.js';
import { tasks, type TaskRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { requeueReview } from '../writing/review/resume.js';
import { REVIEW_TASK_KIND } from '../writing/review/reviewTaskStore.js';
import { INTERRUPTED } from './sweeps.js';
import { leaseKey } from './taskLeases.js';

/** What one sweep did: tasks failed, and reviews put back in the queue to resume. */
export interface OrphanSweep {
  failed: string[];
  resumed: string[];
}

/**
 * Dead-worker sweep for separate worker processes (conventions §6), safe while other workers run: a
 * running task whose lease (taskLeases.ts) no live process holds lost its worker. A review resumes
 * from its last finished section, as after a restart, up to MAX_REVIEW_RESTARTS times; any other
 * task fails and its hold is given back. The leases of the orphans are held (transaction locks)
 * until the sweep commits, so no worker can take one half-way.
 */
export async function sweepOrphanedTasks(db: Db, now: Date): Promise<OrphanSweep> {
  return db.transaction(async (tx) => {
    const done: OrphanSweep = { failed: [], resumed: [] };
    const running = await tx.select().from(tasks).where(eq(tasks.status, 'running'));
    for (const task of running) {
      const [namespace, key] = leaseKey(task.id);
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${namespace}::int, ${key}::int) as free`,
      )) as {
        rows: Array<{ free: boolean }>;
      };
      if (!rows[0]?.free) continue;
      if (task.kind === REVIEW_TASK_KIND && (await requeueReview(tx, task))) done.resumed.push(task.id);
      else if (await failOrphan(tx, task, now)) done.failed.push(task.id);
    }
    return done;
  });
}

async function failOrphan(db: Db, task: TaskRow, now: Date): Promise<boolean> {
  const isFailed = await tasksRepo.finish(db, task.id, { status: 'failed', ...INTERRUPTED }, now);
  if (isFailed && task.holdId) await releaseHold(db, task.holdId, now);
  return isFailed;
}
