import { z } from 'zod';
import { parseModelJson } from '../../../llm/modelJson.js';
import type { BuiltPrompt } from '../../../llm/prompts/promptTypes.js';
import type { CatalogSearchOptions, LiteratureCatalog, ScoredPaper } from '../../catalog.js';
import { fuseRankings } from './fuseRankings.js';
import { buildRerankPrompt, buildRewritePrompt } from './searchPrompts.js';

/** Sends one prompt to the model and resolves to its whole answer (rejects when the call fails). */
export type AskModel = (prompt: BuiltPrompt) => Promise<string>;

/** How deep the model looks. */
export interface ModelSearchOptions extends Omit<CatalogSearchOptions, 'sources' | 'signal'> {
  /** Candidates given to the reranker (default 30). */
  rerankDepth?: number;
  /** Characters of each abstract the reranker sees (default 600). */
  abstractChars?: number;
}

/** What the model did, for logs and the evaluation. */
export interface ModelSearchResult {
  hits: ScoredPaper[];
  queries: string[];
  /** False when the model's ranking was missing or unusable and the fused order was kept. */
  isReranked: boolean;
}

const RewriteAnswer = z.object({ queries: z.array(z.string().min(1)).min(1).max(8) });
const RerankAnswer = z.object({ ranking: z.array(z.number().int()) });

/** The question plus the model's keyword queries (the question alone when the model gives none). */
async function rewrite(ask: AskModel, question: string): Promise<string[]> {
  const answer = parseModelJson(await ask(buildRewritePrompt(question)), RewriteAnswer);
  return [question, ...(answer?.queries ?? []).filter((q) => q.trim() !== question.trim())];
}

/** The candidates in the model's order, then any it left out in their fused order; null when unusable. */
function applyRanking(candidates: readonly ScoredPaper[], ranking: readonly number[]): ScoredPaper[] | null {
  const order = [...new Set(ranking)].filter((n) => n >= 1 && n <= candidates.length).map((n) => n - 1);
  if (order.length === 0) return null;
  const chosen = new Set(order);
  const rest = candidates.map((_, i) => i).filter((i) => !chosen.has(i));
  const total = candidates.length;
  // Scores follow the new order so callers that sort by score keep it.
  return [...order, ...rest].map((i, rank) => ({ paper: candidates[i]!.paper, score: total - rank }));
}

/**
 * The optional LLM stage over the local index: the model rewrites a researcher's question into
 * keyword queries, the hits of every query are fused (reciprocal rank fusion), and the model
 * reranks the top `rerankDepth`. Each step falls back to the plain search when the model's answer
 * is unusable; a failing call rejects (the caller decides whether to search without the model).
 */
export async function searchWithModel(
  catalog: Pick<LiteratureCatalog, 'searchLocal'>,
  ask: AskModel,
  question: string,
  options: ModelSearchOptions,
): Promise<ModelSearchResult> {
  const depth = Math.max(options.rerankDepth ?? 30, options.limit);
  const queries = await rewrite(ask, question);
  const lists = queries.map((q) => catalog.searchLocal(q, { ...options, limit: depth }));
  const fused = fuseRankings(lists);
  const candidates = fused.slice(0, options.rerankDepth ?? 30);
  if (candidates.length === 0) return { hits: [], queries, isReranked: false };
  const answer = parseModelJson(
    await ask(buildRerankPrompt(question, candidates, options.abstractChars ?? 600)),
    RerankAnswer,
  );
  const reranked = answer ? applyRanking(candidates, answer.ranking) : null;
  const ordered = reranked ? [...reranked, ...fused.slice(candidates.length)] : fused;
  return { hits: ordered.slice(0, options.limit), queries, isReranked: reranked !== null };
}
