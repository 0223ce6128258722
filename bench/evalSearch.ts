/**
 * Retrieval quality of the local search engine on a BEIR-layout dataset.
 * Usage: npm run eval:search -- --dataset DIR [--split test] [--corpus FILE] [--qrels FILE]
 *        [--no-feedback] [--params JSON] [--rerank [--max-queries N]]
 * --rerank searches through the LLM query-rewrite + rerank stage (bench/evalSearchRerank.ts) with
 * the model the LLM_* variables configure.
 * Prints nDCG@10, Recall@10/20/100, MRR@10 and latency; the last line is JSON.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadBeirQueries, resolveBeirPaths } from '../server/src/literature/eval/beirDataset.js';
import { evaluateQueries, indexCorpusFile } from '../server/src/literature/eval/evaluate.js';
import { evaluateWithModel } from './evalSearchRerank.js';
import { DEFAULT_BM25F, type Bm25fParams } from '../server/src/literature/search/bm25fParams.js';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string' },
    split: { type: 'string', default: 'test' },
    corpus: { type: 'string' },
    qrels: { type: 'string' },
    'no-feedback': { type: 'boolean', default: false },
    params: { type: 'string' },
    rerank: { type: 'boolean', default: false },
    'max-queries': { type: 'string' },
  },
});
if (!values.dataset) {
  console.error('usage: npm run eval:search -- --dataset DIR [--split test] [--corpus FILE] [--qrels FILE]');
  process.exit(2);
}

const paths = resolveBeirPaths(values.dataset, values.split, values.corpus, values.qrels);
const started = performance.now();
const index = await indexCorpusFile(paths.corpus);
const buildMs = performance.now() - started;
const queries = await loadBeirQueries(paths);
const params: Bm25fParams = values.params
  ? { ...DEFAULT_BM25F, ...(JSON.parse(values.params) as object) }
  : DEFAULT_BM25F;
const result = values.rerank
  ? await evaluateWithModel(paths.corpus, queries, Number(values['max-queries'] ?? queries.length))
  : evaluateQueries(index, queries, { params, ...(values['no-feedback'] ? { feedback: false } : {}) });

const f = (x: number): string => x.toFixed(4);
console.log(`corpus   ${paths.corpus}: ${index.size} docs indexed in ${(buildMs / 1000).toFixed(1)} s`);
console.log(`queries  ${paths.queries} × ${paths.qrels}: ${result.queries} judged`);
console.log(`nDCG@10  ${f(result.ndcg10)}`);
console.log(`R@10     ${f(result.recall10)}   R@20 ${f(result.recall20)}   R@100 ${f(result.recall100)}`);
console.log(`MRR@10   ${f(result.mrr)}`);
console.log(`latency  p50 ${result.p50ms.toFixed(2)} ms   p99 ${result.p99ms.toFixed(2)} ms`);
console.log(
  JSON.stringify({
    ndcg10: +f(result.ndcg10),
    recall10: +f(result.recall10),
    recall20: +f(result.recall20),
    recall100: +f(result.recall100),
    mrr: +f(result.mrr),
    p50ms: +result.p50ms.toFixed(3),
    p99ms: +result.p99ms.toFixed(3),
    queries: result.queries,
    docs: index.size,
  }),
);
