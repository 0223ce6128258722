import type { Paper } from '../../literature/paper.js';
import { isGenericTerm } from './genericTerms.js';
import { textTerms } from './textTerms.js';

/** Pseudo-relevance feedback settings. */
export interface FeedbackParams {
  /** Top hits read for feedback terms. */
  docs: number;
  /** Feedback terms kept. */
  terms: number;
  /** Share of the feedback documents a term must appear in (so one paper's jargon is not picked). */
  minDocShare: number;
}

/** Defaults chosen on the LitSearch/PaSa development queries (bench/agentRecall.ts). */
export const DEFAULT_FEEDBACK: FeedbackParams = { docs: 10, terms: 4, minDocShare: 0.3 };

/** A hit of a local search. */
export interface ScoredHit {
  paper: Paper;
  score: number;
}

/** English words this short are mostly abbreviations of anything. */
const MIN_LATIN_CHARS = 3;

function isCandidate(key: string, exclude: ReadonlySet<string>): boolean {
  if (exclude.has(key) || isGenericTerm(key)) return false;
  return !/^[a-z0-9-]*$/.test(key) || key.length >= MIN_LATIN_CHARS;
}

/**
 * Feedback words from the top hits (RM-style: each document votes for its terms with its
 * share of the top score), skipping the query's own terms and generic research words. Returns
 * the words as written most often.
 */
export function feedbackTerms(
  hits: readonly ScoredHit[],
  exclude: ReadonlySet<string>,
  params: FeedbackParams = DEFAULT_FEEDBACK,
): string[] {
  const top = hits.slice(0, params.docs);
  const best = top[0]?.score ?? 0;
  if (best <= 0) return [];
  const weight = new Map<string, number>();
  const docCount = new Map<string, number>();
  const surfaces = new Map<string, Map<string, number>>();
  for (const { paper, score } of top) {
    const text = [paper.title, paper.abstract ?? '', paper.keywords.join('; ')].join('. ');
    const seen = new Set<string>();
    for (const { key, surface, isPhrase } of textTerms(text)) {
      if (isPhrase || !isCandidate(key, exclude)) continue;
      weight.set(key, (weight.get(key) ?? 0) + score / best);
      const forms = surfaces.get(key) ?? new Map<string, number>();
      forms.set(surface.toLowerCase(), (forms.get(surface.toLowerCase()) ?? 0) + 1);
      surfaces.set(key, forms);
      if (!seen.has(key)) docCount.set(key, (docCount.get(key) ?? 0) + 1);
      seen.add(key);
    }
  }
  const minDocs = Math.max(2, Math.ceil(params.minDocShare * top.length));
  return [...weight]
    .filter(([key]) => docCount.get(key)! >= minDocs)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, params.terms)
    .map(([key]) => mostCommon(surfaces.get(key)!));
}

function mostCommon(counts: Map<string, number>): string {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}
