/**
 * The built server (`server/dist`, so run `npm run build` or `npx tsc -b shared server` first) on a
 * fresh database, for the editor benchmarks: the embedded PGlite in a temporary DATA_DIR, exactly as
 * `npm start` runs it, or a new database on the PostgreSQL server named by BENCH_DATABASE_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/dist/app.js';
import { createAppContext } from '../server/dist/context.js';
import { databaseOptionsOf, openDatabase } from '../server/dist/db/client.js';
import * as sessionsRepo from '../server/dist/db/repos/sessions.js';
import * as usersRepo from '../server/dist/db/repos/users.js';
import { loadEnv } from '../server/dist/env.js';
import { tuneGarbageCollection } from '../server/dist/gcTuning.js';
import { InProcessQueue } from '../server/dist/jobs/inProcessQueue.js';

const PG_URL = process.env.BENCH_DATABASE_URL;

async function withAdmin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Opens the app; `close()` removes the data dir or drops the database again. */
export async function startEditorApp() {
  tuneGarbageCollection();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-editor-'));
  let databaseUrl;
  let dbName;
  if (PG_URL) {
    dbName = `inkstone_bench_${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin(PG_URL, `CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const database = await openDatabase(databaseOptionsOf(env));
  const shutdown = new AbortController();
  // No task runs in these benchmarks, and the built-in corpus is never loaded.
  const tasks = new InProcessQueue(1, () => undefined);
  const ctx = await createAppContext(env, database, { tasks, shutdownSignal: shutdown.signal });
  const app = await buildApp({ ctx, logger: false });
  return {
    app,
    ctx,
    kind: database.kind,
    /** A user with a session; returns its id and bearer token. */
    async newUser() {
      const id = crypto.randomUUID();
      await usersRepo.insert(ctx.db, { id, email: `bench-${id}@example.test`, nickname: 'bench' });
      const { token } = await sessionsRepo.create(ctx.db, id, { now: new Date(), ttlMs: 24 * 3600 * 1000 });
      return { id, token };
    },
    async close() {
      shutdown.abort();
      await app.close();
      await tasks.close();
      await ctx.literature.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await withAdmin(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/** p50, p95 and max of a list of milliseconds. */
export function percentiles(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

/**
 * Times `fn` `runs` times after `warmup` untimed calls. `before(i)`, when given, prepares run `i`
 * outside the timing. Returns wall-clock percentiles, and the process's CPU time per run (all
 * threads), which stays meaningful when other work competes for the machine's cores.
 */
export async function timeRuns(fn, { runs, warmup, before = () => undefined }) {
  for (let i = 0; i < warmup; i++) {
    await before(i);
    await fn(i);
  }
  const wall = [];
  const cpu = [];
  for (let i = warmup; i < warmup + runs; i++) {
    await before(i);
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await fn(i);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ...percentiles(wall), cpu: percentiles(cpu) };
}
