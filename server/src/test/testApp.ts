import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { createAppContext, type AppContext } from '../context.js';
import { loadEnv, type Env } from '../env.js';
import { InProcessQueue } from '../jobs/inProcessQueue.js';
import { startWorker } from '../jobs/worker.js';
import { createCatalogFromEnv } from '../literature/catalog/catalogFromEnv.js';
import { TestClock } from './testClock.js';
import { openTestDatabase } from './testDb.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** inject() with a JSON body and an optional bearer token. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The small sample of the built-in corpus tests search (see its README.md). */
export const TEST_CORPUS_DIR = fileURLToPath(new URL('../literature/corpus/fixtures/testCorpus', import.meta.url));

/**
 * The real app on a fresh test database, with a movable clock and the development outbox.
 *
 * Literature: `ctx.literature` starts loading a small sample of the built-in corpus right away
 * (TEST_CORPUS_DIR: 115 English ACL papers on machine translation, argument mining, named entity
 * recognition, sentiment analysis, question answering and summarization, and 53 Chinese CSL papers);
 * `await ctx.literature.ready()` waits until it is in `papers` and indexed. Live sources are off
 * (LITERATURE_SOURCES=none) unless `envOverrides` points them at a fake, e.g. the base URLs of
 * test/fakes/scholarlySources.ts. The index is not cached on disk.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  // Uploaded files and images go to a directory of the test's own, never the repository's ./data.
  const ownDataDir = envOverrides.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'inkstone-test-data-'));
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LITERATURE_SOURCES: 'none',
    CORPUS_DIR: TEST_CORPUS_DIR,
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...envOverrides,
  });
  const database = await openTestDatabase({
    sessionCache: env.SESSION_CACHE,
    namedStatements: env.NAMED_STATEMENTS,
  });
  const clock = new TestClock();
  const shutdown = new AbortController();
  const literature = createCatalogFromEnv(env, database.db, { cacheDir: null });
  const ctx = await createAppContext(env, database, {
    // Task failures are recorded on their rows, where tests look for them.
    tasks: new InProcessQueue(env.TASK_CONCURRENCY, () => undefined),
    shutdownSignal: shutdown.signal,
    clock,
    literature,
  });
  await startWorker(ctx);
  literature.startLoading();
  const app = await buildApp({ ctx, logger: false });
  return {
    app,
    ctx,
    clock,
    request: ({ token, headers, ...opts }) =>
      app.inject({ ...opts, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      shutdown.abort();
      await app.close();
      await ctx.tasks.close();
      await literature.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
