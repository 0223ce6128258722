import { performance } from 'node:perf_hooks';
import { readCorpus } from '../corpus/readCorpus.js';
import { paperToIndexDoc } from '../search/paperDoc.js';
import { search, type SearchOptions } from '../search/search.js';
import { SearchIndex } from '../search/searchIndex.js';
import type { BeirQuery } from './beirDataset.js';
import { mean, ndcgAt, percentile, recallAt, reciprocalRankAt } from './metrics.js';

/** Retrieval depth of every evaluated query (the deepest cut-off reported). */
export const EVAL_DEPTH = 100;

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

/** Runs every query against the index and scores the rankings against the judgments. */
export function evaluateQueries(
  index: SearchIndex,
  queries: readonly BeirQuery[],
  options: SearchOptions = {},
): EvalResult {
  const ndcg10: number[] = [];
  const recall10: number[] = [];
  const recall20: number[] = [];
  const recall100: number[] = [];
  const rr: number[] = [];
  const latencies: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const hits = search(index, query.text, { ...options, limit: EVAL_DEPTH });
    latencies.push(performance.now() - started);
    const ranked = hits.map((h) => h.id);
    ndcg10.push(ndcgAt(ranked, query.judged, 10));
    recall10.push(recallAt(ranked, query.judged, 10));
    recall20.push(recallAt(ranked, query.judged, 20));
    recall100.push(recallAt(ranked, query.judged, 100));
    rr.push(reciprocalRankAt(ranked, query.judged, 10));
  }
  return {
    queries: queries.length,
    ndcg10: mean(ndcg10),
    recall10: mean(recall10),
    recall20: mean(recall20),
    recall100: mean(recall100),
    mrr: mean(rr),
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
  };
}
