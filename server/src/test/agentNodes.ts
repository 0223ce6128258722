import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../app.js';
import { createAppContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { createTaskQueue } from '../jobs/createTaskQueue.js';
import { startWorker, type TaskWorker } from '../jobs/worker.js';
import { startInstance, type RunningInstance } from '../instances/startInstance.js';
import { createCatalogFromEnv } from '../literature/catalog/catalogFromEnv.js';
import { TEST_CORPUS_DIR, type TestApp } from './testApp.js';
import { TestClock } from './testClock.js';

/** One process of a several-server deployment, in this test process: a web server or a worker. */
export interface AgentNode extends TestApp {
  /** http://127.0.0.1:PORT of a web server ('' for a worker). */
  origin: string;
}

/**
 * Starts a process of the several-server topology (decision 017) on the PostgreSQL database at
 * `databaseUrl` (shared by every node): JOB_QUEUE=pgboss, RUN_WORKER=false. A `web` node serves the
 * API on a real port and runs no tasks; a `worker` node runs the tasks (paper-search steps among
 * them) with the test corpus loaded, as `npm run worker` does. `env` adds the model settings.
 */
export async function startAgentNode(
  role: 'web' | 'worker',
  databaseUrl: string,
  env: Record<string, string>,
): Promise<AgentNode> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `inkstone-${role}-`));
  const nodeEnv = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LITERATURE_SOURCES: 'none',
    CORPUS_DIR: TEST_CORPUS_DIR,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JOB_QUEUE: 'pgboss',
    RUN_WORKER: 'false',
    ...env,
  });
  const database = await openDatabase({ databaseUrl });
  const log = pino({ level: 'silent' });
  const tasks = await createTaskQueue(nodeEnv, log);
  const shutdown = new AbortController();
  const clock = new TestClock();
  const literature = createCatalogFromEnv(nodeEnv, database.db, { cacheDir: null });
  const ctx = await createAppContext(nodeEnv, database, {
    tasks,
    shutdownSignal: shutdown.signal,
    clock,
    literature,
    log,
  });
  let worker: TaskWorker | undefined;
  let instance: RunningInstance | undefined;
  if (role === 'worker') {
    // Its heartbeat, as `npm run worker` writes it: web servers start a search only while a worker is alive.
    instance = await startInstance(ctx, log, { runsTasks: true });
    literature.startLoading();
    await literature.ready();
    // A lost lease connection fails the test (an uncaught error) instead of signalling this process.
    worker = await startWorker(ctx, log, {
      onLeaseLost: (err) => {
        throw err;
      },
    });
  }
  const app = await buildApp({ ctx, logger: false });
  let origin = '';
  if (role === 'web') {
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }
  return {
    app,
    ctx,
    clock,
    origin,
    request: ({ token, headers, ...opts }) =>
      app.inject({ ...opts, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      shutdown.abort();
      await app.close();
      await tasks.close();
      await worker?.close();
      await instance?.close();
      await literature.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
