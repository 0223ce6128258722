/**
 * bench:backup-pause — how long a request waits while the running server dumps its embedded
 * database for a live backup (GET /v1/admin/backup): a PGlite database in a temporary DATA_DIR,
 * opened as the server opens it and filled with BENCH_BACKUP_MB of notes, then per round one
 * `dumpWhileRunning` (the database's files as an uncompressed tar, under PGlite's transaction lock)
 * with a `select 1` sent just after it started: the query's wait is the pause every request sees.
 * Prints the pause and the tar size per round; last line JSON (median pause).
 *
 *   npm run bench:backup-pause
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.js';

const MEGABYTES = Number(process.env.BENCH_BACKUP_MB ?? 40);
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'inkstone-backup-pause-'));
const database = await openDatabase({ dataDir });
try {
  // BENCH_BACKUP_MB of 640-byte rows of hexadecimal text (gzip halves it, as it does notes' JSON).
  await database.db.execute(sql`create table bench_notes(body text)`);
  await database.db.execute(
    sql`insert into bench_notes select (select string_agg(md5(g::text || '.' || i::text), '') from generate_series(1, 20) i) from generate_series(1, ${MEGABYTES * 1600}) g`,
  );
  const pauseOf = async (dump: () => Promise<Blob>) => {
    const started = performance.now();
    const dumping = dump();
    await database.db.execute(sql`select 1`);
    const waited = performance.now() - started;
    return { waited, size: (await dumping).size };
  };
  const pauses: number[] = [];
  let tarBytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const { waited, size } = await pauseOf(() => database.dumpWhileRunning!());
    pauses.push(waited);
    tarBytes = size;
    console.log(`round ${round + 1}: pause ${waited.toFixed(0)} ms (dump ${(size / 1e6).toFixed(1)} MB)`);
  }
  console.log(
    JSON.stringify({
      metric: 'live_backup_request_pause_ms',
      value: Math.round(median(pauses)),
      unit: 'ms',
      dump_mb: Math.round(tarBytes / 1e6),
    }),
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
