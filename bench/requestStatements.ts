/**
 * `npm run bench:request-statements`: the database work every AI stream does on the embedded PGlite,
 * timed alone in this process (it runs on the server's event loop there):
 *  - finding the signed-in session: the query, and a hit in the session cache (server/src/db/sessionCache.ts);
 *  - the word hold and its settlement: through Drizzle with bound parameters, and as named statements
 *    executed by name (server/src/db/namedStatement.ts).
 * The ways alternate, BENCH_RUNS rounds (default 600) after 100 warm-up rounds, on an in-memory PGlite
 * started from the migrated snapshot, or with BENCH_DATABASE_URL on that (empty) PostgreSQL database,
 * where there is no session cache and named statements are node-postgres prepared statements. Last line: {"metric":"hold_and_settle_named_p50","value":…,"unit":"ms"}.
 */
import crypto from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { findSignedIn } from '../server/src/auth/findSignedIn.ts';
import { openDatabase } from '../server/src/db/client.ts';
import * as balance from '../server/src/db/repos/balance.ts';
import * as sessions from '../server/src/db/repos/sessions.ts';
import * as users from '../server/src/db/repos/users.ts';
import * as wordHolds from '../server/src/db/repos/wordHolds.ts';
import * as schema from '../server/src/db/schema/index.ts';
import type { Db } from '../server/src/db/types.ts';
import { PROCESS_INSTANCE_ID } from '../server/src/lib/processInstance.ts';
import { sha256Hex } from '../server/src/lib/tokens.ts';
import { quantile } from './aiBenchServer.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 600);
const WARMUP = 100;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl });
// A second Drizzle handle on the same database without named statements (as NAMED_STATEMENTS=false
// opens it): they run through Drizzle there, with bound parameters, as they do inside a transaction.
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
const viaDrizzle = (pool
  ? drizzlePg(pool, { schema, casing: 'snake_case' })
  : drizzlePglite((database.db as unknown as { $client: PGlite }).$client, {
      schema,
      casing: 'snake_case',
    })) as unknown as Db;
const now = () => new Date();
const user = await users.insert(database.db, {
  id: crypto.randomUUID(),
  email: 'bench@example.test',
  nickname: 'bench',
  wordsLeft: 1_000_000_000,
});
const { token } = await sessions.create(database.db, user.id, { now: now(), ttlMs: 3_600_000 });

async function holdAndSettle(db: Db): Promise<void> {
  const holdId = crypto.randomUUID();
  const reason = 'bench';
  await balance.debitIntoHold(db, {
    holdId,
    ledgerId: crypto.randomUUID(),
    userId: user.id,
    amount: 2100,
    purpose: 'polish',
    reason,
    instanceId: PROCESS_INSTANCE_ID,
    now: now(),
  });
  await wordHolds.closeAndGiveBack(db, { holdId, ledgerId: crypto.randomUUID(), charged: 2000, reason, now: now() });
}

const ways: Record<string, () => Promise<unknown>> = {
  'session: query': () => sessions.findActive(database.db, sha256Hex(token), now()),
  ...(database.sessionCache ? { 'session: cache hit': () => findSignedIn(database, token, now()) } : {}),
  'hold + settlement: Drizzle, bound parameters': () => holdAndSettle(viaDrizzle),
  'hold + settlement: named statements': () => holdAndSettle(database.db),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
for (let round = 0; round < WARMUP + RUNS; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const started = performance.now();
    await run();
    if (round >= WARMUP) times[name]!.push(performance.now() - started);
  }
}
await pool?.end();
await database.close();

console.log(`${databaseUrl ? 'PostgreSQL' : 'embedded PGlite (in memory)'}, ${RUNS} rounds: p50 / p95 in ms`);
for (const [name, xs] of Object.entries(times)) {
  console.log(`  ${name.padEnd(46)} ${quantile(xs, 0.5).toFixed(3)} / ${quantile(xs, 0.95).toFixed(3)}`);
}
const named = quantile(times['hold + settlement: named statements']!, 0.5);
console.log(JSON.stringify({ metric: 'hold_and_settle_named_p50', value: Number(named.toFixed(3)), unit: 'ms' }));
