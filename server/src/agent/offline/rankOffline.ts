import { identityKeys } from '../../literature/dedupe.js';
import type { ScoredHit } from './feedbackTerms.js';

/** How the hit lists of several queries are fused. */
export interface RankOptions {
  /** Weight of each list (default 1 each); list i's votes are multiplied by weights[i]. */
  weights?: readonly number[];
  /** Reciprocal-rank constant k of Cormack et al. (SIGIR 2009); 60 is their default. */
  k?: number;
  /** Length of the fused list (default: every distinct paper). */
  limit?: number;
}

const DEFAULT_RRF_K = 60;

/**
 * Weight callers give the first query of offlineQueries (the topic's own key words) against the
 * feedback-expanded one, so expansion re-orders the tail rather than displacing the best hits
 * (chosen on the LitSearch/PaSa development queries, bench/agentRecall.ts).
 */
export const DEFAULT_FIRST_QUERY_WEIGHT = 5;

/** Every key a paper can be recognised by across lists: its bibkey, DOI, arXiv id, title. */
function keysOf(hit: ScoredHit): string[] {
  return [`bibkey:${hit.paper.bibkey}`, ...identityKeys(hit.paper)];
}

/**
 * Merges the hit lists of several queries into one ranking by weighted reciprocal-rank
 * fusion: a paper scores Σ weight / (k + rank) over the lists that found it, so papers found
 * by several queries rise and no list's raw score scale dominates. Papers are de-duplicated
 * by bibkey, DOI, arXiv id or title; the first record seen is kept. Ties keep first-seen order.
 */
export function rankOffline(lists: ReadonlyArray<readonly ScoredHit[]>, options: RankOptions = {}): ScoredHit[] {
  const k = options.k ?? DEFAULT_RRF_K;
  const fused: ScoredHit[] = [];
  const slotOf = new Map<string, number>();
  lists.forEach((list, li) => {
    const weight = options.weights?.[li] ?? 1;
    const counted = new Set<number>();
    list.forEach((hit, rank) => {
      const keys = keysOf(hit);
      let slot = keys.map((key) => slotOf.get(key)).find((s) => s !== undefined);
      if (slot === undefined) {
        slot = fused.length;
        fused.push({ paper: hit.paper, score: 0 });
      }
      for (const key of keys) slotOf.set(key, slot);
      // A list that returns one paper twice (two records of it) votes for it once.
      if (!counted.has(slot)) fused[slot]!.score += weight / (k + rank + 1);
      counted.add(slot);
    });
  });
  const order = fused.map((hit, i) => ({ hit, i })).sort((a, b) => b.hit.score - a.hit.score || a.i - b.i);
  return order.slice(0, options.limit ?? order.length).map(({ hit }) => hit);
}
