import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { createAppContext } from '../context.js';
import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { EnvError, loadEnv } from '../env.js';
import { tuneGarbageCollection } from '../gcTuning.js';
import { startInstance } from '../instances/startInstance.js';
import { createTaskQueue } from '../jobs/createTaskQueue.js';
import { startWorker } from '../jobs/worker.js';
import { LOG_REDACT } from '../logRedact.js';
import { drainTasks } from './drainTasks.js';

/**
 * `npm run worker`: a process that only runs tasks (no HTTP), next to web servers started with
 * RUN_WORKER=false. It needs JOB_QUEUE=pgboss and DATABASE_URL, the same as theirs. On SIGTERM it
 * stops taking jobs and lets running tasks finish for up to SHUTDOWN_TIMEOUT_MS (see drainTasks).
 */
async function main(): Promise<void> {
  tuneGarbageCollection();
  const env = loadEnv();
  if (env.JOB_QUEUE !== 'pgboss')
    throw new EnvError(
      'Invalid configuration:\n  JOB_QUEUE: a separate worker needs JOB_QUEUE=pgboss (and DATABASE_URL).',
    );
  const log = pino({ level: env.LOG_LEVEL, redact: LOG_REDACT });
  const database = await openDatabase({ ...databaseOptionsOf(env), logger: log });
  const shutdown = new AbortController();
  const tasks = await createTaskQueue(env, log);
  // A simulator is one per server (it notifies that server); a separate worker leaves it alone.
  const payments = env.PAYMENT_PROVIDER === 'simulator' ? null : undefined;
  const ctx = await createAppContext(env, database, { tasks, shutdownSignal: shutdown.signal, log, payments });
  const instance = await startInstance(ctx, log, { runsTasks: true });
  const worker = await startWorker(ctx, log);
  // Paper-search steps run here (decision 017): the corpus index is built now, not at the first search.
  ctx.literature.startLoading();

  // closeWithGrace's own delay is the hard stop: draining gets the same limit, plus a little to close.
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS + 5000, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'fatal error, shutting down');
    else log.info({ signal }, 'worker shutting down: finishing running tasks');
    await drainTasks(tasks, shutdown, env.SHUTDOWN_TIMEOUT_MS);
    await worker.close();
    await ctx.literature.close();
    await instance.close();
    await database.close();
    log.info('worker stopped');
  });
  log.info({ concurrency: env.TASK_CONCURRENCY, readyMs: Math.round(performance.now()) }, 'Inkstone worker is ready');
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `Inkstone worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  process.exit(1);
});
