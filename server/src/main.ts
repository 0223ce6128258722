import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, LOG_REDACT } from './app.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/dataDirLock.js';
import { createDelivery } from './delivery/createDelivery.js';
import { EnvError, loadEnv, usesDevOutbox } from './env.js';
import { InProcessQueue } from './jobs/inProcessQueue.js';
import { startWorker } from './jobs/worker.js';
import { systemClock } from './lib/clock.js';
import { LlmService } from './llm/llmService.js';
import { AbilityTable } from './policies/abilities.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const env = loadEnv();
  if (env.NODE_ENV === 'production' && usesDevOutbox(env) && !env.ALLOW_DEV_OUTBOX_IN_PRODUCTION) {
    throw new EnvError(
      'Invalid configuration:\n  SMTP_URL, SMS_PROVIDER: production mode needs real email and SMS delivery ' +
        '(or set ALLOW_DEV_OUTBOX_IN_PRODUCTION=true to log codes instead; the outbox route stays off).',
    );
  }
  const loggerOptions = { level: env.LOG_LEVEL };
  const log = pino({ ...loggerOptions, redact: LOG_REDACT });
  const startedAt = performance.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    logger: log,
  });
  const shutdown = new AbortController();
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    clock: systemClock,
    delivery: createDelivery(env, database.db, log),
    abilities: await AbilityTable.load(database.db),
    llm: new LlmService(env, database.db),
    tasks: new InProcessQueue(env.TASK_CONCURRENCY, (err, taskId) => log.error({ err, taskId }, 'task failed')),
    shutdownSignal: shutdown.signal,
  };
  await startWorker(ctx, log);
  const app = await buildApp({
    ctx,
    logger: loggerOptions,
    webDistDir: fs.existsSync(WEB_DIST) ? WEB_DIST : undefined,
  });

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'fatal error, shutting down');
    else log.info({ signal }, 'shutting down: finishing in-flight requests');
    shutdown.abort();
    await app.close();
    await ctx.tasks.close();
    await database.close();
    log.info('shutdown complete');
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  log.info({ readyMs: Math.round(performance.now() - startedAt), database: database.kind }, 'Inkstone is ready');
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Inkstone failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
