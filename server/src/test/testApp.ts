import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { AppContext } from '../context.js';
import { createDelivery } from '../delivery/createDelivery.js';
import { loadEnv, type Env } from '../env.js';
import { InProcessQueue } from '../jobs/inProcessQueue.js';
import { startWorker } from '../jobs/worker.js';
import { LlmService } from '../llm/llmService.js';
import { AbilityTable } from '../policies/abilities.js';
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

/** The real app on a fresh test database, with a movable clock and the development outbox. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env: Env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  const database = await openTestDatabase();
  const clock = new TestClock();
  const shutdown = new AbortController();
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    clock,
    delivery: createDelivery(env, database.db, undefined),
    abilities: await AbilityTable.load(database.db),
    llm: new LlmService(env, database.db),
    // Task failures are recorded on their rows, where tests look for them.
    tasks: new InProcessQueue(env.TASK_CONCURRENCY, () => undefined),
    shutdownSignal: shutdown.signal,
  };
  await startWorker(ctx);
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
      await database.close();
    },
  };
}
