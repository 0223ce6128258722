#!/usr/bin/env node
/**
 * `npm run bench:startup`: start-up time and memory of the built server (run `npm run build` first).
 *
 * Scenarios, each BENCH_RUNS times (default 5):
 *  - embedded, existing data dir: the everyday restart (a data dir made once before timing);
 *  - embedded, new data dir: first start, unpacked from the migrated snapshot;
 *  - external PostgreSQL, when BENCH_DATABASE_URL (or DATABASE_URL) is set: the server process only
 *    (PostgreSQL's own memory is not in it). Its first, migrating start is not timed.
 * Budgets (issue §3), judged on the median: ready < 2 s existing and < 3 s new; RSS after start
 * < 250 MB (both kinds of start); peak RSS on first start < 400 MB, counting the server's child
 * processes (sampled at each /readyz poll). Prints a table, then one JSON line per figure; the
 * last line is `{"metric":"ready_ms_existing",…}`. Exits 1 when a budget is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureStart, SERVER_MAIN } from './measureStart.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
}

/** Runs one scenario RUNS times; `envForRun(i)` gives each run its database. */
async function scenario(key, label, envForRun) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await measureStart(envForRun(i)));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  const stat = (f) => ({ median: median(runs.map((r) => r[f])), max: Math.max(...runs.map((r) => r[f])) });
  return {
    key,
    label,
    ready: stat('readyMs'),
    cpu: stat('cpuMs'),
    rss: stat('rssMb'),
    peak: stat('peakMb'),
    peakTree: stat('peakTreeMb'),
  };
}

async function main() {
  if (!fs.existsSync(SERVER_MAIN)) {
    console.error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const dirs = [];
  const results = [];
  try {
    const existing = tempDir();
    dirs.push(existing);
    await measureStart({ DATA_DIR: existing }); // creates the data dir; not timed
    results.push(await scenario('existing', 'embedded, existing data dir', () => ({ DATA_DIR: existing })));
    results.push(
      await scenario('new', 'embedded, new data dir', () => {
        const dir = tempDir();
        dirs.push(dir);
        return { DATA_DIR: dir };
      }),
    );
    if (PG_URL) {
      const env = { DATABASE_URL: PG_URL, DATA_DIR: tempDir() };
      dirs.push(env.DATA_DIR);
      await measureStart(env); // applies migrations; not timed
      results.push(await scenario('postgres', 'external PostgreSQL (server process)', () => env));
    }
  } finally {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
  return report(results);
}

function report(results) {
  const byKey = Object.fromEntries(results.map((r) => [r.key, r]));
  const fmt = (s, unit) => `${s.median.toFixed(0)} / ${s.max.toFixed(0)} ${unit}`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\nStart-up, ${RUNS} runs each, median / max (node ${process.version}, ${os.cpus().length} CPUs)`);
  // Wall time depends on what else runs; CPU time to ready does not, so both are shown.
  console.log(`load average before the last run: ${load}`);
  const cols = ['scenario'.padEnd(38), 'ready'.padEnd(18), 'CPU to ready'.padEnd(18), 'RSS after start'.padEnd(20)];
  console.log(`${cols.join('')}${'peak RSS'.padEnd(18)}peak RSS with child processes`);
  for (const r of results) {
    const cells = [r.label.padEnd(38), fmt(r.ready, 'ms').padEnd(18), fmt(r.cpu, 'ms').padEnd(18)];
    console.log(
      `${cells.join('')}${fmt(r.rss, 'MB').padEnd(20)}${fmt(r.peak, 'MB').padEnd(18)}${fmt(r.peakTree, 'MB')}`,
    );
  }
  const budgets = [
    ['ready, existing data dir < 2000 ms', byKey.existing.ready.median, 2000],
    ['ready, new data dir < 3000 ms', byKey.new.ready.median, 3000],
    ['RSS after start, existing data dir < 250 MB', byKey.existing.rss.median, 250],
    // A first start keeps the WASM heap grown while unpacking the snapshot until the next restart.
    ['RSS after start, new data dir < 250 MB', byKey.new.rss.median, 250],
    // The snapshot is unpacked in a child process: its memory counts towards the first start's peak.
    ['peak RSS on first start (with child processes) < 400 MB', byKey.new.peakTree.median, 400],
  ];
  console.log('\nBudgets (issue §3):');
  let isMissed = false;
  for (const [name, value, limit] of budgets) {
    isMissed ||= value >= limit;
    console.log(`  ${value < limit ? 'ok  ' : 'MISS'} ${name}: ${value.toFixed(0)}`);
  }
  const line = (metric, value, unit) => console.log(JSON.stringify({ metric, value: Math.round(value), unit }));
  for (const r of results) {
    if (r.key !== 'existing') line(`ready_ms_${r.key}`, r.ready.median, 'ms');
    line(`cpu_ms_${r.key}`, r.cpu.median, 'ms');
    line(`rss_mb_${r.key}`, r.rss.median, 'MB');
    line(`peak_rss_mb_${r.key}`, r.peak.median, 'MB');
    line(`peak_tree_rss_mb_${r.key}`, r.peakTree.median, 'MB');
  }
  line('ready_ms_existing', byKey.existing.ready.median, 'ms');
  return isMissed ? 1 : 0;
}

process.exitCode = await main();
