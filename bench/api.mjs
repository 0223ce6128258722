/**
 * `npm run bench:api`: requests per second of an authenticated API read against the server's floor,
 * on the same server in the same run (issue 15, "Under load"). The real server (current sources,
 * `npm start`'s node flags) on a fresh embedded database — or, with BENCH_DATABASE_URL, on a new
 * database of that PostgreSQL server — is loaded by wrk (Debian package `wrk`) over loopback:
 * BENCH_SECONDS (10) per round, BENCH_CONNECTIONS (50) connections, one wrk thread, rounds
 * alternating between `/healthz` and `GET /v1/user/info` (BENCH_ROUNDS pairs, 3). The client shares
 * the machine's cores with the server, as in the probe that filed the issue.
 *
 * Prints each round, then per path the median of its rounds, and last the JSON line
 * {"metric":"user_info_rps_ratio_to_healthz",…}: median /v1/user/info ÷ median /healthz.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { registerUser, startServer } from './aiBenchServer.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL;

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:api needs wrk: apt-get install -y wrk');
  process.exit(1);
}

/** A new, empty database on the PostgreSQL server of BENCH_DATABASE_URL; returns its URL and a drop(). */
async function scratchDatabase() {
  const name = `inkstone_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One wrk round; returns requests per second and the non-2xx count. */
function load(url, headers = []) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), url];
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const p50 = /50%\s+(\S+)/.exec(out)?.[1];
  return { rps, non2xx, p50 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const scratch = PG_URL ? await scratchDatabase() : undefined;
const server = await startServer(null, {
  CORPUS_AUTOLOAD: 'false',
  LOG_LEVEL: 'warn',
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
try {
  const token = await registerUser(server.origin);
  const auth = [`Authorization: Bearer ${token}`];
  const info = await fetch(`${server.origin}/v1/user/info`, { headers: { authorization: `Bearer ${token}` } });
  if (info.status !== 200) throw new Error(`/v1/user/info answered ${info.status}`);
  // Warm-up: the first requests of a process run beside V8's compiler threads.
  load(`${server.origin}/healthz`);
  load(`${server.origin}/v1/user/info`, auth);
  const results = { healthz: [], userInfo: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const health = load(`${server.origin}/healthz`);
    const user = load(`${server.origin}/v1/user/info`, auth);
    if (health.non2xx || user.non2xx) throw new Error(`non-2xx answers: ${health.non2xx} / ${user.non2xx}`);
    results.healthz.push(health.rps);
    results.userInfo.push(user.rps);
    console.log(
      `round ${round}: /healthz ${health.rps.toFixed(0)} req/s (p50 ${health.p50}), ` +
        `/v1/user/info ${user.rps.toFixed(0)} req/s (p50 ${user.p50})`,
    );
  }
  const health = median(results.healthz);
  const user = median(results.userInfo);
  const database = scratch ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`${database}, ${CONNECTIONS} connections, ${SECONDS} s rounds, medians of ${ROUNDS}:`);
  console.log(`  /healthz        ${health.toFixed(0)} req/s`);
  console.log(`  /v1/user/info   ${user.toFixed(0)} req/s (${((100 * user) / health).toFixed(1)} % of /healthz)`);
  console.log(
    JSON.stringify({
      metric: 'user_info_rps_ratio_to_healthz',
      value: Number((user / health).toFixed(3)),
      unit: 'ratio',
    }),
  );
} finally {
  await server.stop();
  await scratch?.drop();
}
