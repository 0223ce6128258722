/**
 * `npm run eval:search-engines [-- --records 100000] [--no-postgres]`: the engine comparison
 * behind docs/decisions/002-local-search-engine.md. Each engine indexes the same records and
 * answers the same queries (request boilerplate removed the same way for all):
 *  - inkstone: this repo's BM25F index (server/src/literature/search);
 *  - minisearch: MiniSearch 7 (BM25+, its defaults) fed with the same analyser and field boosts;
 *  - postgres: PostgreSQL 15 full-text search (english config, weighted tsvector, GIN, ts_rank),
 *    at BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres) in a
 *    scratch database it creates and drops.
 * Quality: SciFact test nDCG@10 and LitSearch/PaSa dev Recall@20 over acl_all. Speed and memory:
 * the --records set of bench/searchSpeedCorpus.ts with 300 mixed queries. Last line JSON.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadBeirQueries, resolveBeirPaths, type BeirQuery } from '../server/src/literature/eval/beirDataset.js';
import { summarizeRun, type EvalResult } from '../server/src/literature/eval/evaluate.js';
import { percentile } from '../server/src/literature/eval/metrics.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { readCorpus } from '../server/src/literature/corpus/readCorpus.js';
import type { IndexDoc } from '../server/src/literature/search/fields.js';
import { paperToIndexDoc } from '../server/src/literature/search/paperDoc.js';
import { inkstoneEngine, miniSearchEngine, type Engine } from './evalSearchEnginesInProcess.js';
import { postgresEngine } from './evalSearchEnginesPostgres.js';
import { loadRealDocs, synthesizeDocs } from './searchSpeedCorpus.js';
import { loadBenchQueries } from './searchSpeedQueries.js';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '100000' }, 'no-postgres': { type: 'boolean', default: false } },
});
const shared = sharedDataDir();
if (!shared) {
  console.log('eval:search-engines skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const data = join(shared, 'data');
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {});
/** Heap + array buffers after a full collection (twice, so freed buffers are released). */
async function used(): Promise<number> {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

async function corpusDocs(path: string): Promise<IndexDoc[]> {
  const docs: IndexDoc[] = [];
  for await (const paper of readCorpus(path)) docs.push(paperToIndexDoc(paper.sources[0]!.id, paper));
  return docs;
}

async function quality(engine: Engine, docs: IndexDoc[], queries: BeirQuery[]): Promise<EvalResult> {
  await engine.build(docs);
  const latencies: number[] = [];
  const rankings: string[][] = [];
  for (const q of queries) {
    const started = performance.now();
    rankings.push(await engine.search(q.text, {}, 100));
    latencies.push(performance.now() - started);
  }
  return summarizeRun(queries, rankings, latencies);
}

const scifact = resolveBeirPaths(join(data, 'beir-scifact'), 'test');
const litsearch = resolveBeirPaths(
  join(data, 'litsearch-pasa-on-acl-offline'),
  'test',
  join(data, 'acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz'),
  join(data, 'litsearch-pasa-on-acl-offline/qrels/test_acl_all.tsv'),
);
const qualitySets = [
  { name: 'scifact', docs: await corpusDocs(scifact.corpus), queries: await loadBeirQueries(scifact) },
  { name: 'litsearch', docs: await corpusDocs(litsearch.corpus), queries: await loadBeirQueries(litsearch) },
];
const real = await loadRealDocs(data);
const speedDocs = [...real, ...synthesizeDocs(real, Math.max(0, Number(values.records) - real.length))].slice(
  0,
  Number(values.records),
);
const speedQueries = loadBenchQueries(data).filter((_, i) => i % 4 === 0);

const engines: Engine[] = [inkstoneEngine(), miniSearchEngine()];
if (!values['no-postgres']) engines.push(postgresEngine());
const rows: Array<Record<string, number | string>> = [];
for (const engine of engines) {
  const [sf, ls] = [
    await quality(engine, qualitySets[0]!.docs, qualitySets[0]!.queries),
    await quality(engine, qualitySets[1]!.docs, qualitySets[1]!.queries),
  ];
  await engine.reset();
  const before = await used();
  const started = performance.now();
  await engine.build(speedDocs);
  const buildS = (performance.now() - started) / 1000;
  const memoryMb = engine.sizeMb ? await engine.sizeMb() : ((await used()) - before) / 2 ** 20;
  const latencies: number[] = [];
  for (const pass of [0, 1]) {
    for (const q of speedQueries) {
      const t = performance.now();
      await engine.search(q.text, q.options, 20);
      if (pass === 1) latencies.push(performance.now() - t);
    }
  }
  await engine.close();
  const row = {
    engine: engine.name,
    scifact_ndcg10: +sf.ndcg10.toFixed(4),
    litsearch_r20: +ls.recall20.toFixed(4),
    build_records_per_s: Math.round(speedDocs.length / buildS),
    memory_mb: Math.round(memoryMb),
    p50_ms: +percentile(latencies, 50).toFixed(2),
    p99_ms: +percentile(latencies, 99).toFixed(2),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
console.log(`records ${speedDocs.length}; speed queries ${speedQueries.length} (second pass timed)`);
console.log(JSON.stringify({ metric: 'search_engines', rows }));
