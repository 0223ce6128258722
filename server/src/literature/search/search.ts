import { Bm25fScorer, type WeightedTerm } from './bm25f.js';
import { DEFAULT_BM25F, type Bm25fParams } from './bm25fParams.js';
import { buildFilter, type SearchFilters } from './filters.js';
import { newDecodedDoc } from './forwardIndex.js';
import { containsPhrase, docsWithAll, type PhraseIds } from './phrase.js';
import { expandPrefix } from './prefix.js';
import { proximityRerank, type ProximityParams } from './proximity.js';
import type { ParsedQuery, QueryTerm } from './queryParser.js';
import { rm3Expand, type Rm3Params } from './rm3.js';
import type { SearchIndex } from './searchIndex.js';
import { parseWithTranslation } from '../crossLingual/parseWithTranslation.js';
import type { TranslationWeights } from '../crossLingual/translationWeights.js';
import { topK, type ScoredDoc } from './topK.js';

/** Options of one search. */
export interface SearchOptions extends SearchFilters {
  /** Number of hits to return (default 20). */
  limit?: number;
  /** BM25F parameters (default DEFAULT_BM25F). */
  params?: Bm25fParams;
  /** RM3 pseudo-relevance feedback (off by default; e.g. DEFAULT_RM3). */
  feedback?: Rm3Params | false;
  /** Term-proximity re-ranking of the first hits (off by default; e.g. DEFAULT_PROXIMITY). */
  proximity?: ProximityParams | false;
  /**
   * Cross-lingual terms (Chinese words' English, English phrases' Chinese) with these weights, e.g.
   * DEFAULT_TRANSLATION_WEIGHTS; off by default (the engine itself is monolingual, the catalogue
   * switches it on).
   */
  translation?: TranslationWeights | false;
}

/** One search result. */
export interface SearchHit {
  id: string;
  score: number;
}

const scorers = new WeakMap<SearchIndex, Bm25fScorer>();

function scorerFor(index: SearchIndex): Bm25fScorer {
  let scorer = scorers.get(index);
  if (!scorer) scorers.set(index, (scorer = new Bm25fScorer(index)));
  return scorer;
}

/** Query term id → summed weight; unknown terms cannot match and are dropped. */
function termWeights(index: SearchIndex, terms: readonly QueryTerm[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const { term, weight } of terms) {
    const id = index.dict.idOf(term);
    if (id !== undefined) weights.set(id, (weights.get(id) ?? 0) + weight);
  }
  return weights;
}

function score(scorer: Bm25fScorer, params: Bm25fParams, weights: Map<number, number>, groups: WeightedTerm[]): void {
  scorer.reset(params);
  for (const [id, weight] of weights) scorer.addTerm({ ids: [id], weight }, params.k1);
  for (const group of groups) scorer.addTerm(group, params.k1);
}

/** Best-first documents that contain every phrase: candidates hold all phrase terms, then are verified best first. */
function selectWithPhrases(
  index: SearchIndex,
  scorer: Bm25fScorer,
  phrases: PhraseIds[],
  limit: number,
  accept: (doc: number) => boolean,
): ScoredDoc[] {
  const ids = phrases.flatMap((p) => p.ids);
  const pool = docsWithAll(index.postings, ids, index.docs.count).filter(
    (doc) => scorer.scores[doc]! > 0 && accept(doc),
  );
  pool.sort((a, b) => scorer.scores[b]! - scorer.scores[a]! || a - b);
  const decoded = newDecodedDoc();
  const hits: ScoredDoc[] = [];
  for (const doc of pool) {
    if (hits.length >= limit) break;
    index.forward.decode(doc, decoded);
    if (phrases.every((p) => containsPhrase(decoded, p))) hits.push({ doc, score: scorer.scores[doc]! });
  }
  return hits;
}

/** Resolves phrases to term ids; null when a phrase has a term the index never saw. */
function resolvePhrases(index: SearchIndex, phrases: ParsedQuery['phrases']): PhraseIds[] | null {
  const resolved: PhraseIds[] = [];
  for (const phrase of phrases) {
    const ids = phrase.map(({ term }) => index.dict.idOf(term));
    if (ids.some((id) => id === undefined)) return null;
    resolved.push({ ids: ids as number[], offsets: phrase.map(({ offset }) => offset) });
  }
  return resolved;
}

/**
 * Ranks the index's documents for a query with BM25F: `"phrases"` are hard constraints,
 * `prefix*` expansions are scored together as one term, filters restrict the results, and
 * RM3 feedback and proximity re-ranking can be switched on.
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  index.prepareForSearch();
  const params = options.params ?? DEFAULT_BM25F;
  const limit = options.limit ?? 20;
  const parsed = parseWithTranslation(query, options.translation);
  const phrases = resolvePhrases(index, parsed.phrases);
  if (phrases === null) return [];
  const groups = parsed.prefixes.map((p) => ({ ids: expandPrefix(index.dict, p), weight: 1 }));
  const scorer = scorerFor(index);
  const filter = buildFilter(index, options);
  const select = (k: number): ScoredDoc[] =>
    phrases.length > 0
      ? selectWithPhrases(index, scorer, phrases, k, filter)
      : topK(scorer.scores, scorer.touched, scorer.touchedCount, k, filter);
  const original = termWeights(index, parsed.terms);
  score(scorer, params, original, groups);
  if (options.feedback && original.size > 0) {
    const expanded = rm3Expand(index, select(options.feedback.fbDocs), original, options.feedback);
    // RM3 weights sum to 1; scale them back to the original query's total so prefix groups keep their share.
    const total = parsed.terms.reduce((sum, t) => sum + t.weight, 0);
    for (const [id, w] of expanded) expanded.set(id, w * total);
    score(scorer, params, expanded, groups);
  }
  const { proximity } = options;
  const ranked = proximity
    ? proximityRerank(index, select(Math.max(limit, proximity.depth)), [...original.keys()], proximity).slice(0, limit)
    : select(limit);
  return ranked.map(({ doc, score: s }) => ({ id: index.docs.ids[doc]!, score: s }));
}
