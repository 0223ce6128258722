import type { Logger } from 'pino';
import { releaseAbandonedHolds } from '../billing/holds.js';
import type { AppContext } from '../context.js';
import * as tasksRepo from '../db/repos/tasks.js';
import { sweepOrphanedTasks } from './orphanSweep.js';
import { TaskLeases } from './taskLeases.js';
import { runTaskByKind } from './tasks/RunTaskByKind.js';

/** How often a worker looks for tasks whose worker died: the longest a dead worker's task stays running. */
export const ORPHAN_SWEEP_INTERVAL_MS = 15_000;

/**
 * The worker when several processes share the tasks (JOB_QUEUE=pgboss): each task runs under its
 * lease, and every ORPHAN_SWEEP_INTERVAL_MS (and at start) the orphans of dead workers are failed or
 * resumed, queued rows are sent again (a send lost with its process; duplicates are dropped by the
 * queue) and abandoned holds are given back. Returns the leases, to be closed after the queue.
 */
export async function startSharedWorker(
  ctx: AppContext,
  opts: { log?: Pick<Logger, 'error' | 'info'>; holdsOlderThan: () => Date; onLeaseLost: (err: Error) => void },
): Promise<TaskLeases> {
  const { log } = opts;
  const leases = await TaskLeases.open(ctx.env.DATABASE_URL!, opts.onLeaseLost);
  const sweep = async () => {
    const { failed, resumed } = await sweepOrphanedTasks(ctx.db, ctx.clock.now());
    if (failed.length + resumed.length > 0) log?.info({ failed, resumed }, 'tasks of a dead worker swept');
    for (const id of await tasksRepo.listQueuedIds(ctx.db)) ctx.tasks.enqueue(id);
    await releaseAbandonedHolds(ctx.db, opts.holdsOlderThan(), ctx.clock.now());
  };
  await sweep();
  ctx.tasks.start((taskId) => leases.runHeld(taskId, () => runTaskByKind(ctx, taskId)));
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => log?.error({ err }, 'sweep of dead workers’ tasks failed'));
  }, ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.shutdownSignal.addEventListener('abort', () => clearInterval(timer), { once: true });
  return leases;
}
