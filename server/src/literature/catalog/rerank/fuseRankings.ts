import type { ScoredPaper } from '../../catalog.js';

/** Reciprocal rank fusion constant (Cormack et al. 2009): damps the weight of the very first ranks. */
const RRF_K = 60;

/** The key a paper is fused under: its first source record, which every local hit has. */
const keyOf = ({ paper }: ScoredPaper): string => {
  const first = paper.sources[0];
  return first ? `${first.source}:${first.id}` : paper.title;
};

/**
 * Merges several rankings of local hits by reciprocal rank fusion: a paper scores Σ 1/(k + rank)
 * over the lists it appears in, so papers found by several queries rise. Scores are the fused ones.
 */
export function fuseRankings(lists: readonly ScoredPaper[][]): ScoredPaper[] {
  const fused = new Map<string, ScoredPaper>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      const key = keyOf(hit);
      const previous = fused.get(key);
      const score = (previous?.score ?? 0) + 1 / (RRF_K + rank + 1);
      fused.set(key, { paper: previous?.paper ?? hit.paper, score });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
