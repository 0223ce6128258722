import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { AppContext } from './context.js';
import type { Database } from './db/types.js';
import { createDelivery } from './delivery/createDelivery.js';
import type { Env } from './env.js';
import { InProcessQueue } from './jobs/inProcessQueue.js';
import { startWorker } from './jobs/worker.js';
import { systemClock } from './lib/clock.js';
import { createCatalogFromEnv } from './literature/catalog/catalogFromEnv.js';
import { LlmService } from './llm/llmService.js';
import { AbilityTable } from './policies/abilities.js';

/**
 * Idle time after listen before the corpus load starts: the first requests (and a benchmark's
 * /readyz) are served without the load competing for the CPU. A search starts it sooner.
 */
const CORPUS_LOAD_DELAY_MS = 3000;

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the context and the app on an open database, listens, and shuts down gracefully. */
export async function startServer(env: Env, database: Database, log: Logger): Promise<void> {
  const shutdown = new AbortController();
  const literature = createCatalogFromEnv(env, database.db, { log });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    clock: systemClock,
    delivery: createDelivery(env, database.db, log),
    abilities: await AbilityTable.load(database.db),
    llm: new LlmService(env, database.db),
    literature,
    tasks: new InProcessQueue(env.TASK_CONCURRENCY, (err, taskId) => log.error({ err, taskId }, 'task failed')),
    shutdownSignal: shutdown.signal,
  };
  await startWorker(ctx, log);
  const app = await buildApp({
    ctx,
    logger: { level: env.LOG_LEVEL },
    webDistDir: fs.existsSync(WEB_DIST) ? WEB_DIST : undefined,
  });

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'fatal error, shutting down');
    else log.info({ signal }, 'shutting down: finishing in-flight requests');
    shutdown.abort();
    await app.close();
    await ctx.tasks.close();
    await literature.close();
    await database.close();
    log.info('shutdown complete');
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  // spec: the web app does not wait for the corpus; it loads once the server answers.
  literature.startLoadingAfter(CORPUS_LOAD_DELAY_MS);
}
