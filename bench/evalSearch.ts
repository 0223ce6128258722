/**
 * Retrieval quality of the local search engine on a BEIR-layout dataset.
 * Usage: npm run eval:search -- --dataset DIR [--split test] [--corpus FILE] [--qrels FILE]
 *        [--queries FILE] [--half dev|held|all] [--no-translate] [--translation JSON]
 *        [--no-feedback] [--params JSON] [--rerank [--max-queries N]]
 * --queries replaces DIR/queries.jsonl (e.g. the topic file of litsearch-pasa-zh); --half keeps one
 * half of the queries (server/src/literature/eval/querySplit.ts: dev for tuning, held only reported);
 * --no-translate searches without the cross-lingual terms, --translation overrides their weights.
 * Skips with a message when DIR is absent (e.g. no ../shared).
 * --rerank searches through the LLM query-rewrite + rerank stage (bench/evalSearchRerank.ts) with
 * the model the LLM_* variables configure.
 * Prints nDCG@10, Recall@10/20/100, MRR@10 and latency; the last line is JSON.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadBeirQueries, resolveBeirPaths } from '../server/src/literature/eval/beirDataset.js';
import { evaluateQueries, indexCorpusFile } from '../server/src/literature/eval/evaluate.js';
import { selectHalf, type QueryHalf } from '../server/src/literature/eval/querySplit.js';
import { DEFAULT_TRANSLATION_WEIGHTS } from '../server/src/literature/crossLingual/translationWeights.js';
import { evaluateWithModel } from './evalSearchRerank.js';
import { DEFAULT_BM25F, type Bm25fParams } from '../server/src/literature/search/bm25fParams.js';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string' },
    split: { type: 'string', default: 'test' },
    corpus: { type: 'string' },
    qrels: { type: 'string' },
    queries: { type: 'string' },
    half: { type: 'string', default: 'all' },
    'no-translate': { type: 'boolean', default: false },
    translation: { type: 'string' },
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
if (!existsSync(values.dataset)) {
  console.log(`eval:search skipped: ${values.dataset} not found (set INKSTONE_SHARED_DIR or pass --dataset)`);
  process.exit(0);
}
const half = values.half as QueryHalf;
if (!['dev', 'held', 'all'].includes(half)) throw new Error('--half is dev, held or all');

const resolved = resolveBeirPaths(values.dataset, values.split, values.corpus, values.qrels);
const paths = values.queries ? { ...resolved, queries: values.queries } : resolved;
const started = performance.now();
const index = await indexCorpusFile(paths.corpus);
const buildMs = performance.now() - started;
const queries = selectHalf(await loadBeirQueries(paths), half);
const params: Bm25fParams = values.params
  ? { ...DEFAULT_BM25F, ...(JSON.parse(values.params) as object) }
  : DEFAULT_BM25F;
const result = values.rerank
  ? await evaluateWithModel(paths.corpus, queries, Number(values['max-queries'] ?? queries.length))
  : evaluateQueries(index, queries, {
      params,
      ...(values['no-feedback'] ? { feedback: false } : {}),
      translation: values['no-translate']
        ? false
        : { ...DEFAULT_TRANSLATION_WEIGHTS, ...(values.translation ? (JSON.parse(values.translation) as object) : {}) },
    });

const f = (x: number): string => x.toFixed(4);
console.log(`corpus   ${paths.corpus}: ${index.size} docs indexed in ${(buildMs / 1000).toFixed(1)} s`);
console.log(`queries  ${paths.queries} × ${paths.qrels}: ${result.queries} judged (half: ${half})`);
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
