import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { releaseAbandonedHolds } from '../billing/holds.js';
import { sweepAtStartup } from './sweeps.js';
import { requeueInterruptedReviews } from '../writing/review/resume.js';
import { runTaskByKind } from './tasks/RunTaskByKind.js';

const SWEEP_INTERVAL_MS = 5 * 60_000;

/** How old an open hold must be to count as abandoned: longer than any model call may run. */
export function abandonedHoldAgeMs(ctx: AppContext): number {
  return ctx.env.LLM_TIMEOUT_MS + 5 * 60_000;
}

/**
 * Starts the task worker of this process: sweeps what a previous run left behind, queues the waiting
 * tasks again, then runs tasks from ctx.tasks; every 5 minutes it gives back abandoned holds. The
 * periodic sweep stops with ctx.shutdownSignal; running tasks end through the same signal.
 */
export async function startWorker(ctx: AppContext, log?: Pick<Logger, 'error' | 'info'>): Promise<void> {
  const holdsOlderThan = () => new Date(ctx.clock.now().getTime() - abandonedHoldAgeMs(ctx));
  // Before the sweep fails what was left running: reviews resume from their last finished section.
  await requeueInterruptedReviews(ctx.db);
  const queued = await sweepAtStartup(ctx.db, { holdsOlderThan: holdsOlderThan(), now: ctx.clock.now() });
  if (queued.length > 0) log?.info({ count: queued.length }, 'queued tasks resumed');
  for (const id of queued) ctx.tasks.enqueue(id);
  ctx.tasks.start((taskId) => runTaskByKind(ctx, taskId));
  const timer = setInterval(() => {
    releaseAbandonedHolds(ctx.db, holdsOlderThan(), ctx.clock.now()).catch((err: unknown) =>
      log?.error({ err }, 'sweep of abandoned word holds failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.shutdownSignal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
