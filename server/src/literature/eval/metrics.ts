/** Graded relevance judgments of one query: document id → grade (> 0 is relevant). */
export type Judgments = ReadonlyMap<string, number>;

/**
 * nDCG@k with trec_eval's linear gain (the grade itself) and log2(rank + 1) discount, as
 * pytrec_eval computes it for BEIR. Returns 0 for a query with no relevant document.
 */
export function ndcgAt(ranked: readonly string[], judged: Judgments, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    const grade = judged.get(id) ?? 0;
    if (grade > 0) dcg += grade / Math.log2(i + 2);
  });
  const ideal = [...judged.values()]
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, k);
  const idcg = ideal.reduce((sum, grade, i) => sum + grade / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

/** Share of the relevant documents found in the top k. */
export function recallAt(ranked: readonly string[], judged: Judgments, k: number): number {
  const relevant = [...judged.values()].filter((g) => g > 0).length;
  if (relevant === 0) return 0;
  return ranked.slice(0, k).filter((id) => (judged.get(id) ?? 0) > 0).length / relevant;
}

/** Reciprocal rank of the first relevant document within the top k (0 if none). */
export function reciprocalRankAt(ranked: readonly string[], judged: Judgments, k: number): number {
  const i = ranked.slice(0, k).findIndex((id) => (judged.get(id) ?? 0) > 0);
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Arithmetic mean; 0 for an empty list. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
