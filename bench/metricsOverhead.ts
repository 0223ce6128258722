/**
 * `npm run bench:metrics`: what the operator metrics (issue 21, METRICS_ENABLED) cost per request.
 * Two real apps on their own embedded databases, one with the metrics served (request hook, Node's
 * default metrics) and one without, answer authenticated `GET /v1/user/info` through app.inject()
 * in batches of BENCH_BATCH (default 200) that alternate between them, BENCH_BATCHES pairs (default
 * 100) after a warm-up. The cost is the median over the pairs of (on − off) CPU time per request of
 * this process: everything runs in it, the embedded database included; CPU time moves less than
 * wall time on a busy machine, and pairing neighbouring batches cancels drift. Also printed: the
 * recording alone (a counter increment and a histogram observation) timed in a loop, and one scrape.
 * Last line: {"metric":"metrics_overhead_us","value":…,"unit":"us"}.
 */
import { V1 } from '@inkstone/shared/paths';
import { registerUser } from '../server/src/test/factories.ts';
import { createTestApp, type TestApp } from '../server/src/test/testApp.ts';
import { quantile } from './aiBenchServer.mjs';

const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);

async function prepared(metricsEnabled: boolean): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ METRICS_ENABLED: String(metricsEnabled), CORPUS_AUTOLOAD: 'false' });
  const { token } = await registerUser(t);
  // The test corpus loads in the background: done before timing, so its work falls in no batch.
  await t.ctx.literature.ready();
  return { t, token };
}

/** CPU and wall microseconds per request over one batch. */
async function batch({ t, token }: { t: TestApp; token: string }): Promise<{ cpu: number; wall: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const startedAt = performance.now();
  const cpuAt = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) {
    const res = await t.app.inject({ method: 'GET', url: V1.user.info, headers });
    if (res.statusCode !== 200) throw new Error(`user/info answered ${res.statusCode}`);
  }
  const cpu = process.cpuUsage(cpuAt);
  return { cpu: (cpu.user + cpu.system) / BATCH, wall: ((performance.now() - startedAt) * 1000) / BATCH };
}

const off = await prepared(false);
const on = await prepared(true);
for (let i = 0; i < 5; i++) {
  await batch(off);
  await batch(on);
}
const offs: Array<{ cpu: number; wall: number }> = [];
const ons: Array<{ cpu: number; wall: number }> = [];
for (let n = 0; n < BATCHES; n++) {
  // Alternating which goes first, so drift in the machine's load falls on both alike.
  if (n % 2 === 0) {
    offs.push(await batch(off));
    ons.push(await batch(on));
  } else {
    ons.push(await batch(on));
    offs.push(await batch(off));
  }
}
const median = (xs: number[]) => quantile(xs, 0.5);
const cpuDiff = median(ons.map((x, i) => x.cpu - offs[i]!.cpu));
const wallDiff = median(ons.map((x, i) => x.wall - offs[i]!.wall));

// The recording alone, as the onResponse hook does it for every request.
const { httpRequests, httpDuration } = on.t.ctx.metrics;
const LOOPS = 200_000;
const recordStart = performance.now();
for (let i = 0; i < LOOPS; i++) {
  httpRequests.inc({ method: 'GET', route: '/v1/user/info', status: 200 });
  httpDuration.observe({ method: 'GET', route: '/v1/user/info' }, 0.0004);
}
const recordUs = ((performance.now() - recordStart) * 1000) / LOOPS;
const scrapeStart = performance.now();
const text = await on.t.ctx.metrics.registry.metrics();
const scrapeMs = performance.now() - scrapeStart;

const us = (x: number) => x.toFixed(1);
console.log(`GET /v1/user/info through inject, ${BATCHES} pairs of batches of ${BATCH} (medians):`);
console.log(
  `  CPU   off ${us(median(offs.map((x) => x.cpu)))} µs/request, on ${us(median(ons.map((x) => x.cpu)))}, paired difference ${us(cpuDiff)}`,
);
console.log(
  `  wall  off ${us(median(offs.map((x) => x.wall)))} µs/request, on ${us(median(ons.map((x) => x.wall)))}, paired difference ${us(wallDiff)}`,
);
console.log(`recording alone (counter + histogram): ${recordUs.toFixed(2)} µs/request`);
console.log(`one scrape: ${scrapeMs.toFixed(1)} ms, ${text.length} bytes`);
await off.t.close();
await on.t.close();
console.log(JSON.stringify({ metric: 'metrics_overhead_us', value: Number(us(cpuDiff)), unit: 'us' }));
