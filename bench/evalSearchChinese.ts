/**
 * `npm run eval:search-chinese`: a Chinese retrieval check on the CSL records. CSL has no
 * queries or judgments, so each record's keywords (written by its authors) are the query and
 * the record is the one relevant document; only title and abstract are indexed, so a query
 * cannot match the keywords field verbatim. Reads the shared data directory and skips when
 * it is absent. Last line JSON (all-keywords run) like eval:search.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readJsonLines } from '../server/src/literature/corpus/jsonLines.js';
import type { BeirQuery } from '../server/src/literature/eval/beirDataset.js';
import { summarizeRun, type EvalResult } from '../server/src/literature/eval/evaluate.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { search } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';

const shared = sharedDataDir();
if (!shared) {
  console.log('eval:search-chinese skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const index = new SearchIndex();
const allKeywords: BeirQuery[] = [];
const firstKeyword: BeirQuery[] = [];
const file = join(shared, 'data/csl-chinese-scientific-literature/csl_benchmark_records.jsonl');
for await (const record of readJsonLines(file)) {
  const r = record as { id: string; title: string; abstract: string; keywords: string[] };
  index.add({ id: r.id, title: r.title, abstract: r.abstract });
  allKeywords.push({ id: r.id, text: r.keywords.join(' '), judged: new Map([[r.id, 1]]) });
  firstKeyword.push({ id: r.id, text: r.keywords[0] ?? '', judged: new Map([[r.id, 1]]) });
}

function run(queries: BeirQuery[]): EvalResult {
  const latencies: number[] = [];
  const rankings = queries.map((q) => {
    const started = performance.now();
    const ids = search(index, q.text, { limit: 100 }).map((h) => h.id);
    latencies.push(performance.now() - started);
    return ids;
  });
  return summarizeRun(queries, rankings, latencies);
}

const f = (x: number): string => x.toFixed(4);
const line = (r: EvalResult): string =>
  `nDCG@10 ${f(r.ndcg10)}  R@10 ${f(r.recall10)}  R@100 ${f(r.recall100)}  MRR@10 ${f(r.mrr)}  p50 ${r.p50ms.toFixed(2)} ms`;
console.log(`CSL keywords → paper: ${allKeywords.length} queries over ${index.size} Chinese records`);
console.log(`first keyword only  ${line(run(firstKeyword))}`);
const all = run(allKeywords);
console.log(`all keywords        ${line(all)}`);
console.log(
  JSON.stringify({
    ndcg10: +f(all.ndcg10),
    recall20: +f(all.recall20),
    recall100: +f(all.recall100),
    mrr: +f(all.mrr),
    p50ms: +all.p50ms.toFixed(3),
  }),
);
