import type { Logger } from 'pino';
import type { Env } from '../env.js';
import { InProcessQueue } from './inProcessQueue.js';
import type { JobQueue } from './jobQueue.js';
import { abandonedHoldAgeMs } from './worker.js';

/**
 * The task queue JOB_QUEUE names: in this process (default), or pg-boss on DATABASE_URL so separate
 * worker processes share the tasks (loadEnv refuses pgboss without DATABASE_URL).
 */
export async function createTaskQueue(env: Env, log: Pick<Logger, 'error'>): Promise<JobQueue> {
  const onError = (err: unknown, taskId?: string) =>
    log.error({ err, taskId }, taskId ? 'task failed' : 'job queue error');
  if (env.JOB_QUEUE === 'inprocess') return new InProcessQueue(env.TASK_CONCURRENCY, onError);
  if (!env.DATABASE_URL) throw new Error('JOB_QUEUE=pgboss needs DATABASE_URL');
  // Loaded only when chosen: the default start-up does not pay for pg-boss.
  const { PgBossQueue } = await import('./pgBossQueue.js');
  return PgBossQueue.open({
    connectionString: env.DATABASE_URL,
    concurrency: env.TASK_CONCURRENCY,
    onError,
    // A job active longer than any model call may run is expired by pg-boss, never retried, and its
    // row left alone: a live worker finishes the task; a dead worker's task was swept long before.
    expireInSeconds: Math.ceil(abandonedHoldAgeMs(env) / 1000),
  });
}
