import pino from 'pino';
import { LOG_REDACT } from './logRedact.js';
import { databaseOptionsOf, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/dataDirLock.js';
import { EnvError, loadEnv, usesDevOutbox } from './env.js';
import { tuneGarbageCollection } from './gcTuning.js';

async function main(): Promise<void> {
  tuneGarbageCollection();
  const env = loadEnv();
  if (env.NODE_ENV === 'production' && usesDevOutbox(env) && !env.ALLOW_DEV_OUTBOX_IN_PRODUCTION) {
    throw new EnvError(
      'Invalid configuration:\n  SMTP_URL, SMS_PROVIDER: production mode needs real email and SMS delivery ' +
        '(or set ALLOW_DEV_OUTBOX_IN_PRODUCTION=true to log codes instead; the outbox route stays off).',
    );
  }
  const log = pino({ level: env.LOG_LEVEL, redact: LOG_REDACT });
  // The database opens while the rest of the server's modules load: start-up is the sum of neither.
  const [database, { startServer }] = await Promise.all([
    openDatabase({ ...databaseOptionsOf(env), logger: log }),
    import('./startServer.js'),
  ]);
  await startServer(env, database, log);
  const { reportSemanticSearch } = await import('./knowledge/embeddings/semanticSearch.js');
  await reportSemanticSearch(env, database, log);
  // performance.now() counts from process start, so this includes loading the code.
  log.info({ readyMs: Math.round(performance.now()), database: database.kind }, 'Inkstone is ready');
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
