/** The usual constant of reciprocal rank fusion (Cormack et al. 2009): damps the weight of the top ranks. */
export const RRF_K = 60;

/**
 * Merges rankings (each best first) by reciprocal rank fusion: an item scores Σ 1/(k + rank) over the
 * rankings it appears in (rank from 1), and the merged list is sorted by that score, best first; ties
 * keep the order items were first met in. Items are identified by `keyOf`; the first copy met is kept.
 */
export function reciprocalRankFusion<T>(
  rankings: readonly (readonly T[])[],
  keyOf: (item: T) => string,
  k = RRF_K,
): { item: T; score: number }[] {
  const fused = new Map<string, { item: T; score: number; order: number }>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0, order: fused.size };
      entry.score += 1 / (k + index + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ item, score }) => ({ item, score }));
}
