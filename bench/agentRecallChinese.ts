/**
 * `npm run bench:agent-recall-chinese`: Recall@20 of the paper-search agent's whole step 2 without
 * a model on Chinese topics. Main figure: the 163 hand-written Chinese topics (and questions) of
 * litsearch-pasa-zh over acl_all (32,204 English papers), gold = the original English LitSearch/PaSa
 * papers, reported for the development and the held-back half (server/src/literature/eval/querySplit.ts).
 * Per topic, as the server runs it with no model and no live sources: statesIntents → expandQueries
 * (offline queries: key words, then key words + feedback words) → the catalogue's search per query
 * (25 hits, the local index with cross-lingual terms, through fanOutSearch) → mergeSearches (fused
 * ranking, first query weighted) → the best 200 → filterPapers without a model → the kept top 20.
 * Second figure (kept from before): CSL records' first author keyword wrapped in a Chinese request
 * ("有哪些关于{keyword}的研究？") → that record, over the 2,000 CSL records. --no-translate searches
 * without the cross-lingual terms (the figures before them). Skips when the shared data is absent.
 * The last line is JSON.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { filterPapers } from '../server/src/agent/search/filterPapers.js';
import { mergeSearches } from '../server/src/agent/search/candidates.js';
import { expandQueries, statesIntents } from '../server/src/agent/search/queryPlanning.js';
import type { ScoredPaper } from '../server/src/literature/catalog.js';
import { readCorpus } from '../server/src/literature/corpus/readCorpus.js';
import { readJsonLines } from '../server/src/literature/corpus/jsonLines.js';
import { DEFAULT_TRANSLATION_WEIGHTS } from '../server/src/literature/crossLingual/translationWeights.js';
import { loadBeirQueries, resolveBeirPaths, type BeirQuery } from '../server/src/literature/eval/beirDataset.js';
import { summarizeRun } from '../server/src/literature/eval/evaluate.js';
import { selectHalf } from '../server/src/literature/eval/querySplit.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { emptyPaper, type PaperInput } from '../server/src/literature/paper.js';
import { paperToIndexDoc } from '../server/src/literature/search/paperDoc.js';
import { search } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';
import { fanOutSearch } from '../server/src/literature/sources/fanOutSearch.js';

/** As server/src/agent/search/searchSteps.ts: hits per query and candidates the filter sees. */
const PER_QUERY_LIMIT = 25;
const MAX_CANDIDATES = 200;
const KEPT = 20;

const { values } = parseArgs({ options: { 'no-translate': { type: 'boolean', default: false } } });
const translation = values['no-translate'] ? false : DEFAULT_TRANSLATION_WEIGHTS;
const shared = sharedDataDir();
const dir = shared && join(shared, 'data/litsearch-pasa-zh');
const corpus = shared && join(shared, 'data/acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz');
if (!dir || !corpus || !existsSync(dir) || !existsSync(corpus)) {
  console.log('bench:agent-recall-chinese skipped: litsearch-pasa-zh or ACL data not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}

/** A catalogue over one in-memory index, searched as LocalIndex does (with the cross-lingual terms). */
function catalogOf(index: SearchIndex, papers: Map<string, PaperInput>) {
  const searchLocal = (query: string, limit: number): ScoredPaper[] =>
    search(index, query, { limit, translation }).map((hit) => ({
      paper: { ...papers.get(hit.id)!, bibkey: hit.id },
      score: hit.score,
    }));
  const searchAll = (query: string) =>
    fanOutSearch(
      {
        sources: [],
        local: (q, o) => Promise.resolve(searchLocal(q, o.limit).map((h) => h.paper)),
        deadlineMs: 60_000,
      },
      query,
      { limit: PER_QUERY_LIMIT },
    );
  return { searchLocal, searchAll };
}

/** The agent's step 2 without a model: the ids of the kept papers, best first. */
async function stepTwo(catalog: ReturnType<typeof catalogOf>, topic: string): Promise<string[]> {
  const { intents } = await statesIntents(undefined, topic);
  const plan = await expandQueries(undefined, topic, intents, catalog.searchLocal);
  const found = await mergeSearches(plan.queries.map(catalog.searchAll), plan.weights);
  const candidates = found.candidates.slice(0, MAX_CANDIDATES);
  const { kept } = await filterPapers(undefined, topic, candidates, {
    language: 'cn',
    maxPapers: KEPT,
    onBatch: () => undefined,
  });
  return kept.map((j) => j.paper.sources[0]!.id);
}

async function recallOf(catalog: ReturnType<typeof catalogOf>, queries: readonly BeirQuery[]) {
  const rankings: string[][] = [];
  const latencies: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    rankings.push(await stepTwo(catalog, q.text));
    latencies.push(performance.now() - started);
  }
  return summarizeRun(queries, rankings, latencies);
}

const index = new SearchIndex();
const papers = new Map<string, PaperInput>();
for await (const input of readCorpus(corpus)) {
  const id = input.sources[0]!.id;
  papers.set(id, input);
  index.add(paperToIndexDoc(id, input));
}
index.prepareForSearch();
const acl = catalogOf(index, papers);
const paths = resolveBeirPaths(dir, 'test', corpus, join(dir, 'qrels/test_acl_all.tsv'));
const topics = await loadBeirQueries({ ...paths, queries: join(dir, 'topics.jsonl') });
const questions = await loadBeirQueries(paths);

const f = (x: number): string => x.toFixed(4);
console.log(
  `litsearch-pasa-zh over ${index.size} ACL papers: agent step 2 without a model, kept top ${KEPT}` +
    (translation ? '' : ' (no cross-lingual terms)'),
);
const figures: Record<string, number> = {};
for (const [name, set] of [
  ['topics', topics],
  ['questions', questions],
] as const) {
  for (const half of ['dev', 'held'] as const) {
    const r = await recallOf(acl, selectHalf(set, half));
    figures[`${name}_${half}`] = +f(r.recall20);
    console.log(
      `${name.padEnd(9)} ${half.padEnd(4)} (${r.queries}) R@10 ${f(r.recall10)}  R@20 ${f(r.recall20)}  p50 ${r.p50ms.toFixed(0)} ms`,
    );
  }
}

// CSL: Chinese requests → their Chinese record (the figure this bench reported before).
const cslIndex = new SearchIndex();
const cslPapers = new Map<string, PaperInput>();
const requests: BeirQuery[] = [];
for await (const record of readJsonLines(
  join(shared, 'data/csl-chinese-scientific-literature/csl_benchmark_records.jsonl'),
)) {
  const r = record as { id: string; title: string; abstract: string; keywords: string[] };
  cslIndex.add({ id: r.id, title: r.title, abstract: r.abstract });
  cslPapers.set(r.id, {
    ...emptyPaper(r.title),
    abstract: r.abstract,
    language: 'zh',
    sources: [{ source: 'csl', id: r.id }],
  });
  if (r.keywords[0])
    requests.push({ id: r.id, text: `有哪些关于${r.keywords[0]}的研究？`, judged: new Map([[r.id, 1]]) });
}
cslIndex.prepareForSearch();
const csl = await recallOf(catalogOf(cslIndex, cslPapers), requests);
console.log(`CSL requests (${requests.length}) over ${cslIndex.size} Chinese records  R@20 ${f(csl.recall20)}`);
console.log(
  JSON.stringify({
    metric: 'agent_offline_recall_at_20_chinese_topics',
    value: figures.topics_dev,
    unit: 'recall',
    ...figures,
    csl_requests: +f(csl.recall20),
  }),
);
