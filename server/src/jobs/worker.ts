import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { Env } from '../env.js';
import { releaseAbandonedHolds } from '../billing/holds.js';
import { startMonitorPrune } from './monitorPruneSweep.js';
import { startPaymentSweep } from './paymentSweep.js';
import { sweepAtStartup } from './sweeps.js';
import { purgeExpiredFiles, requeueInterruptedFileTasks } from '../knowledge/fileSweeps.js';
import { requeueInterruptedReviews } from '../writing/review/resume.js';
import { startSharedWorker } from './sharedWorker.js';
import { runTaskByKind } from './tasks/RunTaskByKind.js';

const SWEEP_INTERVAL_MS = 5 * 60_000;

/** How old an open hold must be to count as abandoned: longer than any model call may run. */
export function abandonedHoldAgeMs(env: Pick<Env, 'LLM_TIMEOUT_MS'>): number {
  return env.LLM_TIMEOUT_MS + 5 * 60_000;
}

/** The running worker; `close` after the queue has closed (it ends what the tasks ran under). */
export interface TaskWorker {
  close(): Promise<void>;
}

export interface WorkerOptions {
  /** Separate workers only: the lease connection broke, so this process must stop (see taskLeases.ts). */
  onLeaseLost?: (err: Error) => void;
}

/**
 * Without its lease connection this process's running tasks look orphaned to other workers, which
 * fail or resume them: the process shuts down (SIGTERM, graceful) for its supervisor to restart it.
 */
function stopOnLeaseLost(log?: Pick<Logger, 'error'>) {
  return (err: Error) => {
    log?.error({ err }, 'task lease connection lost: shutting down');
    process.kill(process.pid, 'SIGTERM');
  };
}

/**
 * Starts the task worker of this process. With the in-process queue this process owns every task:
 * it sweeps what a previous run left behind, queues the waiting tasks again, then runs tasks from
 * ctx.tasks; every 5 minutes it gives back abandoned holds. With pg-boss (JOB_QUEUE=pgboss) other
 * workers may be running, so tasks run under leases and only dead workers' tasks are swept
 * (sharedWorker.ts). The periodic sweep stops with ctx.shutdownSignal; running tasks end through the
 * same signal.
 */
export async function startWorker(
  ctx: AppContext,
  log?: Pick<Logger, 'error' | 'info'>,
  opts: WorkerOptions = {},
): Promise<TaskWorker> {
  const holdsOlderThan = () => new Date(ctx.clock.now().getTime() - abandonedHoldAgeMs(ctx.env));
  if (ctx.env.JOB_QUEUE === 'pgboss') {
    const onLeaseLost = opts.onLeaseLost ?? stopOnLeaseLost(log);
    const leases = await startSharedWorker(ctx, { log, holdsOlderThan, onLeaseLost });
    // Safe on several workers at once: paying and closing an order lock its row.
    const sharedPaymentTimer = startPaymentSweep(ctx, log);
    const sharedPruneTimer = startMonitorPrune(ctx, log);
    return {
      close: () => {
        clearInterval(sharedPaymentTimer);
        clearInterval(sharedPruneTimer);
        return leases.close();
      },
    };
  }
  // Before the sweep fails what was left running: reviews resume from their last finished section,
  // file reads start again.
  await requeueInterruptedReviews(ctx.db);
  await requeueInterruptedFileTasks(ctx.db);
  const queued = await sweepAtStartup(ctx.db, { holdsOlderThan: holdsOlderThan(), now: ctx.clock.now() });
  if (queued.length > 0) log?.info({ count: queued.length }, 'queued tasks resumed');
  for (const id of queued) ctx.tasks.enqueue(id);
  ctx.tasks.start((taskId) => runTaskByKind(ctx, taskId));
  const purgeFiles = () =>
    purgeExpiredFiles(ctx).catch((err: unknown) => log?.error({ err }, 'purge of expired files failed'));
  void purgeFiles();
  const paymentTimer = startPaymentSweep(ctx, log);
  const pruneTimer = startMonitorPrune(ctx, log);
  const timer = setInterval(() => {
    releaseAbandonedHolds(ctx.db, holdsOlderThan(), ctx.clock.now()).catch((err: unknown) =>
      log?.error({ err }, 'sweep of abandoned word holds failed'),
    );
    void purgeFiles();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.shutdownSignal.addEventListener('abort', () => clearInterval(timer), { once: true });
  return {
    close: () => {
      clearInterval(timer);
      clearInterval(paymentTimer);
      clearInterval(pruneTimer);
      return Promise.resolve();
    },
  };
}
