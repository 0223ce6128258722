import type { Paper } from '../../literature/paper.js';
import { isGenericTerm } from './genericTerms.js';
import { textTerms } from './textTerms.js';

/** Pseudo-relevance feedback settings. */
export interface FeedbackParams {
  /** Top hits read for feedback terms. */
  docs: number;
  /** Hits read in all (top ones included) to tell the topic's words from the field's common words. */
  background: number;
  /** Feedback terms kept. */
  terms: number;
  /** Share of the feedback documents a term must appear in (so one paper's jargon is not picked). */
  minDocShare: number;
}

/** Defaults chosen on the LitSearch/PaSa development queries (bench/agentRecall.ts). */
export const DEFAULT_FEEDBACK: FeedbackParams = { docs: 10, background: 50, terms: 4, minDocShare: 0.3 };

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

/** Each hit's candidate terms with their count, and the written forms seen per term. */
function readHits(hits: readonly ScoredHit[], exclude: ReadonlySet<string>) {
  const forms = new Map<string, Map<string, number>>();
  const docs = hits.map(({ paper }) => {
    const counts = new Map<string, number>();
    const text = [paper.title, paper.abstract ?? '', paper.keywords.join('; ')].join('. ');
    for (const { key, surface, isPhrase } of textTerms(text)) {
      if (isPhrase || !isCandidate(key, exclude)) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const seen = forms.get(key) ?? new Map<string, number>();
      seen.set(surface.toLowerCase(), (seen.get(surface.toLowerCase()) ?? 0) + 1);
      forms.set(key, seen);
    }
    return counts;
  });
  return { docs, forms };
}

/**
 * Feedback words from the top hits: each top document votes for its words with its share of
 * the top score (sublinear in the word's count), times the word's idf among all the hits read,
 * so words every hit uses (the field's vocabulary: "language", "training") lose to the ones
 * that set the best hits apart. The query's own terms and generic research words are skipped.
 * Returns the words as written most often.
 */
export function feedbackTerms(
  hits: readonly ScoredHit[],
  exclude: ReadonlySet<string>,
  params: FeedbackParams = DEFAULT_FEEDBACK,
): string[] {
  const read = hits.slice(0, Math.max(params.docs, params.background));
  const best = read[0]?.score ?? 0;
  if (best <= 0) return [];
  const { docs, forms } = readHits(read, exclude);
  const df = new Map<string, number>();
  for (const counts of docs) for (const key of counts.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const top = docs.slice(0, params.docs);
  const weight = new Map<string, number>();
  const topDocs = new Map<string, number>();
  top.forEach((counts, i) => {
    for (const [key, count] of counts) {
      weight.set(key, (weight.get(key) ?? 0) + (read[i]!.score / best) * (1 + Math.log(count)));
      topDocs.set(key, (topDocs.get(key) ?? 0) + 1);
    }
  });
  const minDocs = Math.max(2, Math.ceil(params.minDocShare * top.length));
  return [...weight]
    .filter(([key]) => topDocs.get(key)! >= minDocs)
    .map(([key, w]) => [key, w * Math.log((1 + docs.length) / df.get(key)!)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, params.terms)
    .map(([key]) => mostCommon(forms.get(key)!));
}

function mostCommon(counts: Map<string, number>): string {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}
