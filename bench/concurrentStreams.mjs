#!/usr/bin/env node
/**
 * `npm run bench:streams` (issue 4 "Speed"): BENCH_STREAMS (default 200) polish streams started at
 * once by one user against the server on the embedded database (PGlite, one connection), the fake
 * model answering each with 50 one-word chunks 10 ms apart. Budget: none fails, and the balance
 * afterwards is exactly the start minus 50 words per stream. Prints timings, then
 * {"metric":"concurrent_streams_failed","value":…}; exits 1 when a budget is missed.
 */
import { startFakeLlm } from '../server/src/test/fakes/fakeLlm.ts';
import { timePolishStream } from './polishStream.mjs';
import { quantile, readProcCpuMs, readProcMb, registerUser, startServer, wordsLeft } from './aiBenchServer.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const WORDS = 50;

async function main() {
  const fake = await startFakeLlm();
  fake.setDefault({ text: Array.from({ length: WORDS }, (_, i) => `w${i} `), delayMs: 10 });
  // The built-in paper corpus is indexed in the background after start-up (seconds of CPU); a bench of
  // the AI relay must not measure that, so the server runs without it.
  const server = await startServer(fake.baseUrl, { CORPUS_AUTOLOAD: 'false' });
  try {
    const token = await registerUser(server.origin);
    const before = await wordsLeft(server.origin, token);
    const cpuBefore = readProcCpuMs(server.pid);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: STREAMS }, () =>
        timePolishStream((p, init) => fetch(`${server.origin}${p}`, init), token, WORDS),
      ),
    );
    const wallMs = performance.now() - started;
    const serverCpuMs = readProcCpuMs(server.pid) - cpuBefore;
    const after = await wordsLeft(server.origin, token);
    const failed = results.filter((r) => r.error);
    const ok = results.filter((r) => !r.error);
    const expected = before - WORDS * STREAMS;
    console.log(`${STREAMS} concurrent streams on the embedded database, ${WORDS} chunks each 10 ms apart`);
    console.log(
      `  finished in ${(wallMs / 1000).toFixed(2)} s (server CPU ${(serverCpuMs / 1000).toFixed(2)} s); failed: ${failed.length}`,
    );
    for (const f of failed.slice(0, 5)) console.log(`    ${f.error}`);
    if (ok.length > 0) {
      const first = ok.map((r) => r.firstMs);
      const total = ok.map((r) => r.totalMs);
      console.log(
        `  first chunk p50 ${quantile(first, 0.5).toFixed(0)} ms, p95 ${quantile(first, 0.95).toFixed(0)} ms; ` +
          `whole stream p50 ${quantile(total, 0.5).toFixed(0)} ms, p95 ${quantile(total, 0.95).toFixed(0)} ms`,
      );
    }
    console.log(`  balance ${before} → ${after} (expected ${expected}: ${after === expected ? 'exact' : 'WRONG'})`);
    console.log(`  server peak RSS ${readProcMb(server.pid, 'VmHWM').toFixed(0)} MB`);
    console.log(JSON.stringify({ metric: 'concurrent_streams_failed', value: failed.length, unit: 'streams' }));
    return failed.length === 0 && after === expected ? 0 : 1;
  } finally {
    await server.stop();
    await fake.close();
  }
}

process.exitCode = await main();
