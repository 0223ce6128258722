/**
 * bench:jobs — the pg-boss task queue between processes' roles: a sender that never starts (a web
 * server with RUN_WORKER=false) and a worker (concurrency 4) on their own connections, on a scratch
 * database of TEST_DATABASE_URL (default the local postgres). Prints the pickup latency (enqueue →
 * handler start, one task at a time) and the throughput of no-op tasks; last line JSON.
 *
 *   TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:jobs
 */
import { PgBossQueue } from '../server/src/jobs/pgBossQueue.js';
import { createScratchDatabase } from '../server/src/test/scratchDatabase.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const LATENCY_SAMPLES = 100;
const THROUGHPUT_TASKS = 1000;

const scratch = await createScratchDatabase(serverUrl);
const open = (concurrency: number) =>
  PgBossQueue.open({
    connectionString: scratch.url,
    concurrency,
    onError: (err) => console.error(err),
    expireInSeconds: 600,
  });
const sender = await open(1);
const worker = await open(4);
const waiters = new Map<string, () => void>();
worker.start((id) => Promise.resolve(waiters.get(id)?.()));
const started = (id: string) => new Promise<void>((resolve) => waiters.set(id, resolve));

// Warm-up: the worker's LISTEN connection opens in the background of start().
for (let i = 0; i < 5; i++) {
  const begun = started(`warm-${i}`);
  sender.enqueue(`warm-${i}`);
  await begun;
}
const latencies: number[] = [];
for (let i = 0; i < LATENCY_SAMPLES; i++) {
  const id = `latency-${i}`;
  const begun = started(id);
  const t0 = performance.now();
  sender.enqueue(id);
  await begun;
  latencies.push(performance.now() - t0);
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);

const t0 = performance.now();
const all = Array.from({ length: THROUGHPUT_TASKS }, (_, i) => started(`bulk-${i}`));
for (let i = 0; i < THROUGHPUT_TASKS; i++) sender.enqueue(`bulk-${i}`);
await sender.idle();
const sendMs = performance.now() - t0;
await Promise.all(all);
const perSecond = Math.round(THROUGHPUT_TASKS / ((performance.now() - t0) / 1000));

await worker.close();
await sender.close();
await scratch.drop();
console.log(`pickup latency p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms (${LATENCY_SAMPLES} tasks)`);
console.log(
  `throughput ${perSecond} no-op tasks/s (${THROUGHPUT_TASKS} tasks, worker concurrency 4); sending took ${Math.round(sendMs)} ms`,
);
console.log(JSON.stringify({ metric: 'pgboss_pickup_p50_ms', value: pct(0.5), unit: 'ms', p95: pct(0.95), perSecond }));
