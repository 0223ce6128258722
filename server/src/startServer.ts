import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { createAppContext } from './context.js';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import { startInstance } from './instances/startInstance.js';
import { createTaskQueue } from './jobs/createTaskQueue.js';
import { startWorker } from './jobs/worker.js';
import { ConnectionTracker } from './shutdown/connectionTracker.js';
import { drainHttp } from './shutdown/drainHttp.js';

/**
 * Idle time after listen before the corpus load starts: the first requests (and a benchmark's
 * /readyz) are served without the load competing for the CPU. A search starts it sooner.
 */
const CORPUS_LOAD_DELAY_MS = 3000;

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the context and the app on an open database, listens, and shuts down gracefully. */
export async function startServer(env: Env, database: Database, log: Logger): Promise<void> {
  const shutdown = new AbortController();
  const tasks = await createTaskQueue(env, log);
  const ctx = await createAppContext(env, database, { tasks, shutdownSignal: shutdown.signal, log });
  const { literature } = ctx;
  // Before listen: a user's words held by a previous run that crashed are back when /readyz says ready.
  const instance = await startInstance(ctx, log, { runsTasks: env.RUN_WORKER });
  // RUN_WORKER=false: separate `npm run worker` processes run the tasks this server queues.
  const worker = env.RUN_WORKER ? await startWorker(ctx, log) : undefined;
  const app = await buildApp({
    ctx,
    logger: { level: env.LOG_LEVEL },
    webDistDir: fs.existsSync(WEB_DIST) ? WEB_DIST : undefined,
  });

  const connections = new ConnectionTracker(app.server);
  // closeWithGrace's delay is the hard stop: draining gets SHUTDOWN_TIMEOUT_MS, plus a little to close.
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS + 5000, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'fatal error, shutting down');
    else log.info({ signal }, 'shutting down: finishing in-flight requests');
    // First: /readyz answers 503, and streams and runs end so their clients resume on another server.
    shutdown.abort();
    const drained = await drainHttp(app, connections, env.SHUTDOWN_TIMEOUT_MS);
    if (drained.forced) log.warn({ ms: drained.ms }, 'requests still open at SHUTDOWN_TIMEOUT_MS were cut');
    await ctx.tasks.close();
    await worker?.close();
    await literature.close();
    await instance.close();
    await database.close();
    log.info('shutdown complete');
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  // spec: the web app does not wait for the corpus; it loads once the server answers.
  literature.startLoadingAfter(CORPUS_LOAD_DELAY_MS);
}
