/**
 * `npm run bench:search [-- --records 100000 --runs 3]`: speed and memory of the local search
 * engine on a 100,000-record set (real corpora + recombined real text, see searchSpeedCorpus.ts)
 * with a mixed real query load (searchSpeedQueries.ts). Reads the shared data directory
 * (INKSTONE_SHARED_DIR, default ../shared) and skips with a message when it is absent.
 * Targets (issue #5): query p50 ≤ 10 ms, p99 ≤ 50 ms, build ≥ 10,000 records/s.
 * Last line: {"metric":"search_p50_ms",…}.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { percentile } from '../server/src/literature/eval/metrics.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { loadIndex, saveIndex } from '../server/src/literature/search/indexFile.js';
import { search } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';
import { loadRealDocs, synthesizeDocs } from './searchSpeedCorpus.js';
import { loadBenchQueries, type BenchQuery } from './searchSpeedQueries.js';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const shared = sharedDataDir();
if (!shared) {
  console.log('bench:search skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const data = join(shared, 'data');
const target = Number(values.records);
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {});
const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);
/** Live heap + array buffers after full collections (twice, so freed buffers are released). */
async function used(): Promise<number> {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
const baseline = await used();

let t = performance.now();
const real = await loadRealDocs(data);
const readSeconds = (performance.now() - t) / 1000;
const docs = [...real, ...synthesizeDocs(real, Math.max(0, target - real.length))].slice(0, target);
const extra = synthesizeDocs(real, 200, 7);
const queries = loadBenchQueries(data);

t = performance.now();
const buildCpu = process.cpuUsage();
const index = new SearchIndex();
for (const doc of docs) index.add(doc);
index.prepareForSearch();
const buildSeconds = (performance.now() - t) / 1000;
const buildCpuSeconds = process.cpuUsage(buildCpu).user / 1e6;
const recordCount = docs.length;
const realCount = real.length;
docs.length = 0;
real.length = 0;
// What stays in memory is the index plus the query list and the 200 spare records (small).
const indexBytes = (await used()) - baseline;

function runQueries(list: readonly BenchQuery[], runs: number): Map<string, number[]> {
  const byKind = new Map<string, number[]>([['all', []]]);
  for (let r = 0; r < runs; r++) {
    for (const q of list) {
      const started = performance.now();
      search(index, q.text, { ...q.options, limit: 20 });
      const ms = performance.now() - started;
      byKind.get('all')!.push(ms);
      if (!byKind.has(q.kind)) byKind.set(q.kind, []);
      byKind.get(q.kind)!.push(ms);
    }
  }
  return byKind;
}
runQueries(queries, 1);
const latencies = runQueries(queries, Number(values.runs));

const dir = mkdtempSync(join(tmpdir(), 'inkstone-search-bench-'));
const file = join(dir, 'index.bin');
t = performance.now();
await saveIndex(index, file);
const saveMs = performance.now() - t;
const beforeLoad = await used();
t = performance.now();
const loaded = loadIndex(file);
const loadMs = performance.now() - t;
const loadedBytes = (await used()) - beforeLoad;
const fileBytes = statSync(file).size;
rmSync(dir, { recursive: true });

t = performance.now();
for (const doc of extra) index.add(doc);
const addMs = (performance.now() - t) / extra.length;
t = performance.now();
search(index, 'neural machine translation');
const firstSearchAfterAddMs = performance.now() - t;
t = performance.now();
for (const doc of extra) index.remove(doc.id);
const removeMs = (performance.now() - t) / extra.length;

const all = latencies.get('all')!;
console.log(
  `records  ${recordCount} (${realCount} real, ${recordCount - realCount} recombined); ${queries.length} queries × ${values.runs} runs`,
);
console.log(
  `machine  load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} CPUs`,
);
console.log(`read     ${readSeconds.toFixed(1)} s for the real corpora (gunzip + JSON)`);
console.log(
  `build    ${buildSeconds.toFixed(1)} s = ${Math.round(recordCount / buildSeconds)} records/s ` +
    `(CPU ${buildCpuSeconds.toFixed(1)} s = ${Math.round(recordCount / buildCpuSeconds)} records/CPU-s); ${index.dict.size} terms`,
);
console.log(
  `memory   built index ${mb(indexBytes)} MB, loaded index ${mb(loadedBytes)} MB (heap + array buffers); RSS ${mb(process.memoryUsage().rss)} MB`,
);
console.log(
  `file     ${mb(fileBytes)} MB; save ${saveMs.toFixed(0)} ms; load ${loadMs.toFixed(0)} ms (${loaded.size} records)`,
);
console.log(
  `updates  add ${addMs.toFixed(2)} ms/record; remove ${removeMs.toFixed(2)} ms/record; first search after adds ${firstSearchAfterAddMs.toFixed(1)} ms`,
);
for (const [kind, ms] of latencies) {
  console.log(
    `${kind.padEnd(9)}p50 ${percentile(ms, 50).toFixed(2)} ms  p99 ${percentile(ms, 99).toFixed(2)} ms  max ${Math.max(...ms).toFixed(1)} ms  (n=${ms.length})`,
  );
}
console.log(
  JSON.stringify({
    metric: 'search_p50_ms',
    value: +percentile(all, 50).toFixed(3),
    p99_ms: +percentile(all, 99).toFixed(3),
    build_records_per_s: Math.round(recordCount / buildSeconds),
    build_records_per_cpu_s: Math.round(recordCount / buildCpuSeconds),
    load_average: +loadavg()[0]!.toFixed(1),
    records: recordCount,
    index_mb: mb(indexBytes),
    loaded_index_mb: mb(loadedBytes),
    file_mb: mb(fileBytes),
    load_ms: Math.round(loadMs),
  }),
);
