import { performance } from 'node:perf_hooks';
import { readCorpus } from '../corpus/readCorpus.js';
import { paperToIndexDoc } from '../search/paperDoc.js';
import { search, type SearchOptions } from '../search/search.js';
import { SearchIndex } from '../search/searchIndex.js';
import type { BeirQuery } from './beirDataset.js';
import { mean, ndcgAt, percentile, recallAt, reciprocalRankAt } from './metrics.js';

/** Retrieval depth of every evaluated query (the deepest cut-off reported). */
const EVAL_DEPTH = 100;

/** Averages over the judged queries, plus latency. */
export interface EvalResult {
  queries: number;
  ndcg10: number;
  recall10: number;
  recall20: number;
  recall100: number;
  /** MRR@10. */
  mrr: number;
  p50ms: number;
  p99ms: number;
}

/** Indexes every record of a corpus file under its source id (the id the qrels use). */
export async function indexCorpusFile(path: string): Promise<SearchIndex> {
  const index = new SearchIndex();
  for await (const paper of readCorpus(path)) index.add(paperToIndexDoc(paper.sources[0]!.id, paper));
  index.prepareForSearch();
  return index;
}

/** Scores rankings (one per query, in query order) and their latencies against the judgments. */
export function summarizeRun(
  queries: readonly BeirQuery[],
  rankings: readonly string[][],
  latencies: number[],
): EvalResult {
  const per = (metric: (ranked: string[], q: BeirQuery) => number): number =>
    mean(queries.map((q, i) => metric(rankings[i]!, q)));
  return {
    queries: queries.length,
    ndcg10: per((r, q) => ndcgAt(r, q.judged, 10)),
    recall10: per((r, q) => recallAt(r, q.judged, 10)),
    recall20: per((r, q) => recallAt(r, q.judged, 20)),
    recall100: per((r, q) => recallAt(r, q.judged, 100)),
    mrr: per((r, q) => reciprocalRankAt(r, q.judged, 10)),
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
  };
}

/** Runs every query against the index and scores the rankings against the judgments. */
export function evaluateQueries(
  index: SearchIndex,
  queries: readonly BeirQuery[],
  options: SearchOptions = {},
): EvalResult {
  const latencies: number[] = [];
  const rankings = queries.map((query) => {
    const started = performance.now();
    const hits = search(index, query.text, { ...options, limit: EVAL_DEPTH });
    latencies.push(performance.now() - started);
    return hits.map((h) => h.id);
  });
  return summarizeRun(queries, rankings, latencies);
}
