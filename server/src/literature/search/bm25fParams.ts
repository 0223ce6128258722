/** Weight and length normalisation of one field in BM25F. */
export interface FieldParams {
  weight: number;
  b: number;
}

/** BM25F parameters: one saturation constant and per-field weight and b (FIELDS order). */
export interface Bm25fParams {
  k1: number;
  fields: readonly FieldParams[];
}

/**
 * Defaults chosen on the SciFact train split and the LitSearch/PaSa development queries
 * (docs/decisions/002-local-search-engine.md), inside the ranges Robertson & Zaragoza
 * recommend ("The Probabilistic Relevance Framework: BM25 and Beyond", 2009: k1 1.2–2,
 * b 0.5–0.8). Long request-style queries gain from the higher k1; title matches count double.
 */
export const DEFAULT_BM25F: Bm25fParams = {
  k1: 1.8,
  fields: [
    { weight: 2, b: 0.5 }, // title
    { weight: 1, b: 0.75 }, // abstract
    { weight: 1.5, b: 0.5 }, // keywords
    { weight: 0.5, b: 0.5 }, // venue
    { weight: 1, b: 0.3 }, // authors
  ],
};
