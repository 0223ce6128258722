import { z } from 'zod';
import type { ScoredPaper } from '../../literature/catalog.js';
import { buildAgentIntentsPrompt } from '../../llm/prompts/agentIntents.v1.js';
import { buildAgentQueriesPrompt } from '../../llm/prompts/agentQueries.v1.js';
import type { AgentModel } from '../agentModel.js';
import { offlineQueries } from '../offline/offlineQueries.js';
import { DEFAULT_FIRST_QUERY_WEIGHT } from '../offline/rankOffline.js';

const IntentsAnswer = z.object({ intents: z.array(z.string()).min(1) });
const QueriesAnswer = z.object({ queries: z.array(z.string()).min(1) });
const MAX_MODEL_QUERIES = 6;

/** The research intents of the topic (AiSearch); without the model the topic itself stands as the one intent. */
export async function statesIntents(
  model: AgentModel | undefined,
  topic: string,
): Promise<{ intents: string[]; byModel: boolean }> {
  const answer = await model?.ask('intents', buildAgentIntentsPrompt(topic), IntentsAnswer);
  const intents = answer ? distinct(answer.intents).slice(0, 8) : [];
  return intents.length > 0 ? { intents, byModel: true } : { intents: [topic.trim()], byModel: false };
}

/** The search queries and how their hits are weighed when fused. */
export interface QueryPlan {
  queries: string[];
  weights: number[];
  byModel: boolean;
}

/**
 * The queries of ExpandQueries: the model's (English, and Chinese where useful) plus the topic's
 * own key-word query, so model expansion adds recall without losing what the plain search finds.
 * Without the model: the offline queries (key words, then pseudo-relevance feedback), the first weighed up.
 */
export async function expandQueries(
  model: AgentModel | undefined,
  topic: string,
  intents: readonly string[],
  searchLocal: (query: string, limit: number) => ScoredPaper[],
): Promise<QueryPlan> {
  // The model call goes out first; the offline queries (local searches) are worked out meanwhile.
  const asked = model?.ask('queries', buildAgentQueriesPrompt(topic, intents), QueriesAnswer);
  const offline = offlineQueries(topic, searchLocal);
  const answer = await asked;
  const fromModel = answer ? distinct(answer.queries).slice(0, MAX_MODEL_QUERIES) : [];
  if (fromModel.length > 0) {
    const queries = distinct([...fromModel, ...offline.slice(0, 1)]);
    return { queries, weights: queries.map(() => 1), byModel: true };
  }
  return {
    queries: offline,
    weights: offline.map((_, i) => (i === 0 ? DEFAULT_FIRST_QUERY_WEIGHT : 1)),
    byModel: false,
  };
}

/** Trimmed, non-empty, without case-insensitive repeats, in first-seen order. */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.replace(/\s+/g, ' ').trim();
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}
