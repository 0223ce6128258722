#!/usr/bin/env node
/**
 * `npm run bench:corpus-startup`: what the built-in corpus costs the built server (run `npm run build`
 * first). Starts `server/dist/main.js` on a new embedded data dir and waits until the log says the
 * literature catalogue is ready (first start: corpus loaded into `papers`, index built and cached),
 * then restarts it on the same dir (index read from the cache). Per start: ready (GET /readyz),
 * catalogue ready (the server waits 3 s after listen before it starts the corpus work; that delay is
 * included), RSS at both moments, the peak RSS (VmHWM) of the server process and, when the index
 * was built, the peak RSS of the child process that built it.
 * Last line: `{"metric":"catalog_ready_ms_first",…}`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { readProcMb, SERVER_MAIN } from './measureStart.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);

/**
 * Requests GET /readyz at `url` one after another (20 ms apart) until stopped; the slowest answer
 * shows how long the corpus work holds up the event loop.
 */
function pollReadyz(url) {
  const probe = { slowestMs: 0, stopped: false };
  const next = async () => {
    while (!probe.stopped) {
      const sent = performance.now();
      await fetch(`${url}/readyz`).then((r) => r.arrayBuffer());
      probe.slowestMs = Math.max(probe.slowestMs, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  probe.done = next().catch(() => {});
  return probe;
}

/** Starts the server on `dataDir`, resolves to its timings and memory once the catalogue is ready. */
async function measure(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      LITERATURE_SOURCES: 'none',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const result = {};
  let probe = null;
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('catalogue not ready in time')), TIMEOUT_MS);
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        const entry = JSON.parse(line);
        const now = performance.now() - started;
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg);
        if (listening) probe = pollReadyz(listening[1]);
        if (entry.msg === 'Inkstone is ready')
          Object.assign(result, { readyMs: now, rssReadyMb: readProcMb(child.pid, 'VmRSS') });
        if (entry.msg === 'loading the literature catalogue failed') reject(new Error(line));
        if (entry.msg === 'search index built in a child process') result.childPeakMb = entry.childPeakRssMb;
        if (entry.msg === 'literature catalogue ready') {
          Object.assign(result, {
            catalogMs: now,
            papers: entry.papers,
            fromCache: entry.fromCache,
            rssCatalogMb: readProcMb(child.pid, 'VmRSS'),
            peakMb: readProcMb(child.pid, 'VmHWM'),
          });
          clearTimeout(timer);
          if (probe) probe.stopped = true;
          resolve();
        }
      });
    });
    await probe?.done;
    result.slowestReadyzMs = probe?.slowestMs ?? NaN;
    return result;
  } finally {
    if (probe) probe.stopped = true;
    child.kill('SIGTERM');
    await exited;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-corpus-bench-'));
try {
  const first = await measure(dir);
  const again = await measure(dir);
  const f = (x) => x.toFixed(0).padStart(7);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );
  console.log(
    'start      ready ms  catalogue ms  RSS ready  RSS catalogue  peak RSS  child peak  slowest /readyz  papers',
  );
  for (const [name, r] of [
    ['first', first],
    ['restart', again],
  ]) {
    console.log(
      `${name.padEnd(9)}${f(r.readyMs)}   ${f(r.catalogMs)}     ${f(r.rssReadyMb)} MB ${f(r.rssCatalogMb)} MB  ${f(r.peakMb)} MB  ${r.childPeakMb ? `${f(r.childPeakMb)} MB` : '      -   '}  ${f(r.slowestReadyzMs)} ms       ${r.papers}${r.fromCache ? ' (cache)' : ''}`,
    );
  }
  const line = (metric, value, unit) => console.log(JSON.stringify({ metric, value: Math.round(value), unit }));
  line('catalog_ready_ms_restart', again.catalogMs, 'ms');
  line('rss_catalog_mb_restart', again.rssCatalogMb, 'MB');
  line('peak_rss_mb_first', first.peakMb, 'MB');
  line('slowest_readyz_ms_first', first.slowestReadyzMs, 'ms');
  line('rss_catalog_mb_first', first.rssCatalogMb, 'MB');
  line('catalog_ready_ms_first', first.catalogMs, 'ms');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
