#!/usr/bin/env node
/**
 * `npm run bench:cluster` (issue 22, "Several servers"): the deployed topology on this machine —
 * nginx from deploy/nginx/inkstone.conf (TLS) in front of two app servers and a worker on PostgreSQL
 * and a fake S3 (server/src/test/cluster/startCluster.ts) — and three figures:
 *   1. requests/s of authenticated `GET /v1/user/info` through nginx with one app server in the
 *      upstream and with two (nginx reloaded between rounds; BENCH_ROUNDS pairs, median of each),
 *      BENCH_USERS signed-in users in rotation, BENCH_CONNECTIONS connections, BENCH_SECONDS a round;
 *   2. the p95 time to the first chunk of BENCH_STREAMS (200) concurrent AI tool streams through
 *      nginx (fake model: 50 one-word chunks 10 ms apart);
 *   3. the time for a killed server's streams to resume on the other — not measured yet (below).
 * Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) and nginx; wrk makes the load when installed.
 * BENCH_SERVER_CPU=0.3 caps each app server at that share of a core (bench/cpuQuota.mjs, root) for
 * the requests/s rounds: the ratio then says what a second server adds when one is CPU-bound.
 * Last line: {"metric":"cluster_rps_ratio","value":…,"unit":"ratio",…}. The ratio, not the absolute
 * figure, is the result: on two cores the load generator, nginx, both servers and PostgreSQL share them.
 */
import { fileURLToPath } from 'node:url';
import { uniqueEmail } from '../server/src/test/accountsOverHttp.ts';
import { signUp } from '../server/src/test/cluster/clusterClient.ts';
import { clusterUnavailableReason, startCluster } from '../server/src/test/cluster/startCluster.ts';
import { quantile, readProcCpuMs } from './aiBenchServer.mjs';
import { hasWrk, loadRound } from './clusterLoad.mjs';
import { capCpu } from './cpuQuota.mjs';
import { killedServerResume } from './clusterResume.mjs';
import { concurrentStreams } from './clusterStreams.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const RESUME_RUNS = Number(process.env.BENCH_RESUME_RUNS ?? 4);
const SERVER_CPU = process.env.BENCH_SERVER_CPU ? Number(process.env.BENCH_SERVER_CPU) : undefined;
const WORDS = 50;
// The paper-search runs search the small test corpus (the worker indexes it at start), not the live services.
const TEST_CORPUS_DIR = fileURLToPath(new URL('../server/src/literature/corpus/fixtures/testCorpus', import.meta.url));

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
const unavailable = clusterUnavailableReason();
if (unavailable) {
  console.error(`bench:cluster cannot run: ${unavailable}`);
  process.exit(1);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function requestsPerSecond(cluster, tokens) {
  const path = '/v1/user/info';
  await loadRound(cluster, path, tokens, { ...load, seconds: 3 }); // warm-up: V8 compiles the hot paths
  const rps = { one: [], two: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [servers, key] of [
      [1, 'one'],
      [2, 'two'],
    ]) {
      await cluster.useAppServers(servers);
      // The app servers' share of the two cores: whether one server is already CPU-bound, and how
      // much of the machine the second one gets beside wrk, nginx and PostgreSQL.
      const cpu = () => cluster.servers.reduce((ms, s) => ms + readProcCpuMs(s.process.child.pid), 0);
      const [cpuBefore, wallBefore] = [cpu(), performance.now()];
      const r = await loadRound(cluster, path, tokens, load);
      const cores = (cpu() - cpuBefore) / (performance.now() - wallBefore);
      rps[key].push(r.rps);
      console.log(
        `  round ${round}, ${servers} app server${servers > 1 ? 's' : ''}: ${r.rps.toFixed(0)} req/s ` +
          `(p50 ${r.p50}; app servers used ${cores.toFixed(2)} cores)`,
      );
    }
  }
  return { one: median(rps.one), two: median(rps.two) };
}

async function resumeFigures(cluster, tokens) {
  const { victim, held, outcomes } = await killedServerResume(cluster, tokens, { count: RESUME_RUNS });
  const cut = outcomes.filter((o) => !o.kept);
  const ok = cut.filter((o) => !o.error);
  console.log(
    `${RESUME_RUNS} paper-search runs through nginx (streams held: A ${held[0]}, B ${held[1]}); server ${victim} killed:`,
  );
  console.log(`  ${cut.length} streams cut, ${ok.length} resumed on the other server and ran to done whole`);
  for (const o of cut.filter((c) => c.error)) console.log(`    ${o.error}`);
  const ms = (xs, q) => (xs.length ? `${quantile(xs, q).toFixed(0)} ms` : 'n/a');
  const reattached = ok.map((o) => o.reattachedMs);
  const firstEvent = ok.map((o) => o.firstEventMs);
  console.log(`  kill → other server answering the resume: median ${ms(reattached, 0.5)}, max ${ms(reattached, 1)}`);
  console.log(`  kill → first event on the resumed stream: median ${ms(firstEvent, 0.5)}, max ${ms(firstEvent, 1)}`);
  return {
    firstEventMax: firstEvent.length ? Math.round(quantile(firstEvent, 1)) : null,
    failed: cut.length - ok.length,
  };
}

async function main() {
  const started = performance.now();
  const cluster = await startCluster({
    env: {
      CODE_SEND_IP_HOURLY_LIMIT: '100000',
      LOG_LEVEL: 'error',
      CORPUS_DIR: TEST_CORPUS_DIR,
      CORPUS_AUTOLOAD: 'true',
    },
  });
  try {
    // Nothing is measured while the worker still indexes the corpus (seconds of CPU).
    const deadline = Date.now() + 120_000;
    while (!cluster.worker.output().includes('literature catalogue ready') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    console.log(
      `cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.url}, 2 app servers, 1 worker`,
    );
    const tokens = [];
    for (let i = 0; i < USERS; i++) tokens.push(await signUp(cluster, uniqueEmail('bench-cluster')));

    console.log(
      `GET /v1/user/info through nginx (TLS), ${USERS} users, ${load.connections} connections, ` +
        `${load.seconds} s rounds, load by ${hasWrk() ? 'wrk' : 'undici (wrk not installed)'}:`,
    );
    const caps = SERVER_CPU
      ? cluster.servers.map((s, i) => capCpu(s.process.child.pid, SERVER_CPU, `inkstone-bench-${process.pid}-${i}`))
      : [];
    if (SERVER_CPU) console.log(`  each app server capped at ${SERVER_CPU} of a core (BENCH_SERVER_CPU)`);
    let rps;
    try {
      rps = await requestsPerSecond(cluster, tokens);
    } finally {
      for (const cap of caps) cap.release();
    }
    const ratio = rps.two / rps.one;
    console.log(
      `  median: one server ${rps.one.toFixed(0)} req/s, two servers ${rps.two.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}`,
    );

    const { results, wallMs } = await concurrentStreams(cluster, tokens, { count: STREAMS, words: WORDS });
    const ok = results.filter((r) => !r.error);
    const failed = results.filter((r) => r.error);
    const firstP95 = ok.length
      ? quantile(
          ok.map((r) => r.firstMs),
          0.95,
        )
      : null;
    console.log(`${STREAMS} concurrent AI tool streams through nginx, ${WORDS} chunks each 10 ms apart:`);
    console.log(`  finished in ${(wallMs / 1000).toFixed(2)} s; failed: ${failed.length}`);
    for (const f of failed.slice(0, 5)) console.log(`    ${f.error}`);
    if (ok.length)
      console.log(
        `  first chunk p50 ${quantile(
          ok.map((r) => r.firstMs),
          0.5,
        ).toFixed(0)} ms, p95 ${firstP95.toFixed(0)} ms; ` +
          `whole stream p95 ${quantile(
            ok.map((r) => r.totalMs),
            0.95,
          ).toFixed(0)} ms`,
      );
    const resumed = await resumeFigures(cluster, tokens);
    console.log(
      JSON.stringify({
        metric: 'cluster_rps_ratio',
        value: Number(ratio.toFixed(3)),
        unit: 'ratio',
        server_cpu_cap: SERVER_CPU ?? null,
        one_server_rps: Math.round(rps.one),
        two_servers_rps: Math.round(rps.two),
        stream_first_chunk_p95_ms: firstP95 === null ? null : Math.round(firstP95),
        streams: STREAMS,
        streams_failed: failed.length,
        resume_first_event_ms_max: resumed.firstEventMax,
        resume_failed: resumed.failed,
      }),
    );
    return failed.length === 0 && resumed.failed === 0 ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

process.exitCode = await main();
