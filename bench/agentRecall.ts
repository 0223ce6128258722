/**
 * `npm run bench:agent-recall`: Recall@20 of the paper-search agent's step 2 without a model on
 * the LitSearch/PaSa development queries over the ACL Anthology (32,204 papers): offlineQueries
 * → the local search per query → rankOffline → top 20, next to the literature engine's own
 * ranking of the raw request (bench/evalSearch.ts, docs/benchmarks-search.md). Reads the shared
 * data directory (INKSTONE_SHARED_DIR) and skips when it is absent. Options (for tuning):
 * --first-weight W (weight of the first query's hits), --fb-docs N, --fb-terms N,
 * --min-share X, --depth N (hits per query). The last line is JSON.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { offlineQueries } from '../server/src/agent/offline/offlineQueries.js';
import { DEFAULT_FEEDBACK } from '../server/src/agent/offline/feedbackTerms.js';
import { DEFAULT_FIRST_QUERY_WEIGHT, rankOffline } from '../server/src/agent/offline/rankOffline.js';
import { readCorpus } from '../server/src/literature/corpus/readCorpus.js';
import { loadBeirQueries, resolveBeirPaths } from '../server/src/literature/eval/beirDataset.js';
import { summarizeRun } from '../server/src/literature/eval/evaluate.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import type { Paper } from '../server/src/literature/paper.js';
import { paperToIndexDoc } from '../server/src/literature/search/paperDoc.js';
import { search } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';

const { values } = parseArgs({
  options: {
    'first-weight': { type: 'string', default: String(DEFAULT_FIRST_QUERY_WEIGHT) },
    'fb-docs': { type: 'string', default: String(DEFAULT_FEEDBACK.docs) },
    'fb-terms': { type: 'string', default: String(DEFAULT_FEEDBACK.terms) },
    'min-share': { type: 'string', default: String(DEFAULT_FEEDBACK.minDocShare) },
    background: { type: 'string', default: String(DEFAULT_FEEDBACK.background) },
    depth: { type: 'string', default: '100' },
  },
});
const shared = sharedDataDir();
const dataset = shared && join(shared, 'data/litsearch-pasa-on-acl-offline');
const corpus = shared && join(shared, 'data/acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz');
if (!dataset || !corpus || !existsSync(dataset) || !existsSync(corpus)) {
  console.log('bench:agent-recall skipped: LitSearch/PaSa or ACL data not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}

const index = new SearchIndex();
const papers = new Map<string, Paper>();
for await (const input of readCorpus(corpus)) {
  const id = input.sources[0]!.id;
  papers.set(id, { ...input, bibkey: id });
  index.add(paperToIndexDoc(id, input));
}
index.prepareForSearch();
const searchLocal = (query: string, limit: number) =>
  search(index, query, { limit }).map((hit) => ({ paper: papers.get(hit.id)!, score: hit.score }));

const paths = resolveBeirPaths(dataset, 'test', corpus, join(dataset, 'qrels/test_acl_all.tsv'));
const queries = await loadBeirQueries(paths);
const feedback = {
  docs: Number(values['fb-docs']),
  terms: Number(values['fb-terms']),
  minDocShare: Number(values['min-share']),
  background: Number(values.background),
};
const depth = Number(values.depth);
const firstWeight = Number(values['first-weight']);

const engine = queries.map((q) => searchLocal(q.text, 100).map((h) => h.paper.bibkey));
const agentLatencies: number[] = [];
const agent = queries.map((q) => {
  const started = performance.now();
  const lists = offlineQueries(q.text, searchLocal, feedback).map((query) => searchLocal(query, depth));
  const ranked = rankOffline(lists, { weights: [firstWeight], limit: 100 }).map((h) => h.paper.bibkey);
  agentLatencies.push(performance.now() - started);
  return ranked;
});
const base = summarizeRun(queries, engine, []);
const run = summarizeRun(queries, agent, agentLatencies);
const f = (x: number): string => x.toFixed(4);
console.log(`${queries.length} judged queries over ${index.size} ACL papers; feedback ${JSON.stringify(feedback)}`);
console.log(
  `literature engine (raw request)  R@10 ${f(base.recall10)}  R@20 ${f(base.recall20)}  R@100 ${f(base.recall100)}`,
);
console.log(
  `agent offline step 2             R@10 ${f(run.recall10)}  R@20 ${f(run.recall20)}  R@100 ${f(run.recall100)}`,
);
console.log(`agent latency p50 ${run.p50ms.toFixed(1)} ms  p99 ${run.p99ms.toFixed(1)} ms`);
console.log(JSON.stringify({ metric: 'agent_offline_recall_at_20', value: +f(run.recall20), unit: 'recall' }));
