#!/usr/bin/env node
/**
 * `node --expose-gc bench/corpusStartupSearch.mjs DATA_DIR`: memory and latency of the catalogue's
 * index as a restarted server holds it — read from the cache in DATA_DIR/search (a data dir a
 * server has loaded the corpus into), with the built code (run `npm run build` first). Prints the
 * RSS and heap the loaded index adds, then `searchLocal` latency (limit 20, the papers read from
 * the paper file) over English, Chinese, phrase, prefix and request-style queries.
 * Last line: `{"metric":"catalog_search_p99_ms",…}`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IndexCache } from '../server/dist/literature/catalog/indexCache.js';

const QUERIES = [
  'named entity recognition',
  'neural machine translation for low-resource languages',
  'argument mining',
  '"machine translation" evaluation',
  'transform* language model*',
  'papers that use reinforcement learning to improve dialogue systems',
  '嵌入式Java芯片',
  '图神经网络',
  'sentiment analysis of social media text',
  'cross-lingual transfer of dependency parsers',
];
const RUNS = 30;

const dir = process.argv[2];
if (!dir || typeof globalThis.gc !== 'function') {
  console.error('usage: node --expose-gc bench/corpusStartupSearch.mjs DATA_DIR');
  process.exit(1);
}
const mb = (bytes) => Math.round(bytes / 2 ** 20);
const settled = () => {
  globalThis.gc();
  return process.memoryUsage();
};

const cacheDir = join(dir, 'search');
const { fingerprint } = JSON.parse(readFileSync(join(cacheDir, 'meta.json'), 'utf8'));
const before = settled();
const local = await new IndexCache(cacheDir).load(fingerprint);
if (!local) throw new Error(`no usable index in ${cacheDir}`);
const after = settled();
console.log(
  `${local.size} papers; loaded index: +${mb(after.rss - before.rss)} MB RSS, +${mb(after.heapUsed - before.heapUsed)} MB heap, +${mb(after.arrayBuffers - before.arrayBuffers)} MB array buffers`,
);

for (const q of QUERIES) local.search(q, { limit: 20 }); // warm-up
const times = [];
for (let run = 0; run < RUNS; run++)
  for (const q of QUERIES) {
    const started = performance.now();
    local.search(q, { limit: 20 });
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(`searchLocal, ${times.length} queries: p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms`);
local.close();
const line = (metric, value, unit) => console.log(JSON.stringify({ metric, value: Number(value.toFixed(2)), unit }));
line('catalog_index_rss_mb', mb(after.rss - before.rss), 'MB');
line('catalog_search_p50_ms', at(0.5), 'ms');
line('catalog_search_p99_ms', at(0.99), 'ms');
