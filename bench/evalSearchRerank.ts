/**
 * The `--rerank` run of bench/evalSearch.ts: the same queries and judgments, searched through the
 * optional LLM stage (question → keyword queries → fused hits → model rerank of the top 30) with the
 * model configured by LLM_PROVIDER / LLM_BASE_URL / LLM_API_KEY / LLM_MODEL (LLM_FAST_MODEL if set).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/client.js';
import { loadEnv } from '../server/src/env.js';
import { LocalIndex } from '../server/src/literature/catalog/localIndex.js';
import { MemoryPaperStore } from '../server/src/literature/catalog/memoryPaperStore.js';
import { askWithLlm } from '../server/src/literature/catalog/rerank/askModel.js';
import { searchWithModel } from '../server/src/literature/catalog/rerank/modelSearch.js';
import { readCorpus } from '../server/src/literature/corpus/readCorpus.js';
import type { BeirQuery } from '../server/src/literature/eval/beirDataset.js';
import { summarizeRun, type EvalResult } from '../server/src/literature/eval/evaluate.js';
import { LlmService } from '../server/src/llm/llmService.js';

const DEPTH = 100;

/** Indexes the corpus with its texts (the reranker reads titles and abstracts), keyed by source id. */
async function indexWithTexts(path: string): Promise<LocalIndex> {
  const local = new LocalIndex(new MemoryPaperStore());
  for await (const paper of readCorpus(path)) local.addPaper(paper.sources[0]!.id, { ...paper, bibkey: '' });
  return local;
}

/** Runs the first `maxQueries` queries through the model stage and scores them. */
export async function evaluateWithModel(
  corpusPath: string,
  queries: readonly BeirQuery[],
  maxQueries: number,
): Promise<EvalResult> {
  const env = loadEnv();
  // The settings store needs a database; an in-memory one holds none, so LLM_* decide.
  const database = await openDatabase({});
  try {
    const llm = new LlmService(env, database.db);
    const ask = askWithLlm(llm, await llm.requireConfig(), new AbortController().signal);
    const local = await indexWithTexts(corpusPath);
    const catalog = { searchLocal: local.search.bind(local) };
    const chosen = queries.slice(0, maxQueries);
    const latencies: number[] = [];
    const rankings: string[][] = [];
    for (const query of chosen) {
      const started = performance.now();
      const { hits } = await searchWithModel(catalog, ask, query.text, { limit: DEPTH });
      latencies.push(performance.now() - started);
      rankings.push(hits.map((h) => h.paper.sources[0]!.id));
    }
    return summarizeRun(chosen, rankings, latencies);
  } finally {
    await database.close();
  }
}
