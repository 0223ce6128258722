/**
 * `npm run bench:agent-recall-chinese`: the paper-search agent's offline step 2 on Chinese requests.
 * CSL has no queries, so each record's first author keyword is wrapped in a Chinese request
 * ("有哪些关于{keyword}的研究？") and the record is the one relevant paper (as in
 * bench/evalSearchChinese.ts, title and abstract indexed). Compares the engine on the raw request
 * with offlineQueries → local search → rankOffline. Skips when the shared data is absent.
 * Last line JSON.
 */
import { join } from 'node:path';
import { offlineQueries } from '../server/src/agent/offline/offlineQueries.js';
import { DEFAULT_FIRST_QUERY_WEIGHT, rankOffline } from '../server/src/agent/offline/rankOffline.js';
import { readJsonLines } from '../server/src/literature/corpus/jsonLines.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { emptyPaper, type Paper } from '../server/src/literature/paper.js';
import { search } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';

const shared = sharedDataDir();
if (!shared) {
  console.log('bench:agent-recall-chinese skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const index = new SearchIndex();
const papers = new Map<string, Paper>();
const requests: Array<{ id: string; text: string }> = [];
const file = join(shared, 'data/csl-chinese-scientific-literature/csl_benchmark_records.jsonl');
for await (const record of readJsonLines(file)) {
  const r = record as { id: string; title: string; abstract: string; keywords: string[] };
  index.add({ id: r.id, title: r.title, abstract: r.abstract });
  papers.set(r.id, { ...emptyPaper(r.title), bibkey: r.id, abstract: r.abstract, language: 'zh' });
  if (r.keywords[0]) requests.push({ id: r.id, text: `有哪些关于${r.keywords[0]}的研究？` });
}
index.prepareForSearch();
const searchLocal = (query: string, limit: number) =>
  search(index, query, { limit }).map((hit) => ({ paper: papers.get(hit.id)!, score: hit.score }));

const found = (ranked: Array<{ paper: Paper }>, id: string): number =>
  ranked.slice(0, 20).some((h) => h.paper.bibkey === id) ? 1 : 0;
let engine = 0;
let agent = 0;
for (const { id, text } of requests) {
  engine += found(searchLocal(text, 20), id);
  const lists = offlineQueries(text, searchLocal).map((query) => searchLocal(query, 100));
  agent += found(rankOffline(lists, { weights: [DEFAULT_FIRST_QUERY_WEIGHT], limit: 20 }), id);
}
const f = (x: number): string => (x / requests.length).toFixed(4);
console.log(`${requests.length} Chinese requests over ${index.size} CSL records (first keyword → its paper)`);
console.log(`literature engine (raw request)  R@20 ${f(engine)}`);
console.log(`agent offline step 2             R@20 ${f(agent)}`);
console.log(JSON.stringify({ metric: 'agent_offline_recall_at_20_chinese', value: +f(agent), unit: 'recall' }));
