import { describe, expect, it } from 'vitest';
import { mean, ndcgAt, percentile, recallAt, reciprocalRankAt } from './metrics.js';

const judged = new Map([
  ['a', 1],
  ['b', 1],
  ['x', 0],
]);

describe('retrieval metrics (hand-computed)', () => {
  it('nDCG@k with binary grades', () => {
    // Relevant at ranks 1 and 3: DCG = 1 + 1/log2(4) = 1.5; IDCG = 1 + 1/log2(3) = 1.63093.
    expect(ndcgAt(['a', 'x', 'b'], judged, 10)).toBeCloseTo(1.5 / 1.63093, 4);
    expect(ndcgAt(['a', 'b'], judged, 10)).toBeCloseTo(1, 10);
    // Cut-off 2 keeps only rank 1: DCG 1, IDCG 1.63093.
    expect(ndcgAt(['a', 'x', 'b'], judged, 2)).toBeCloseTo(0.61315, 4);
    expect(ndcgAt(['x'], judged, 10)).toBe(0);
  });

  it('nDCG@k with graded relevance uses the grade as gain', () => {
    const graded = new Map([
      ['a', 2],
      ['b', 1],
    ]);
    // Ranking b, a: DCG = 1 + 2/log2(3) = 2.26186; IDCG = 2 + 1/log2(3) = 2.63093.
    expect(ndcgAt(['b', 'a'], graded, 10)).toBeCloseTo(2.26186 / 2.63093, 4);
  });

  it('recall@k and reciprocal rank', () => {
    expect(recallAt(['x', 'a', 'c'], judged, 2)).toBe(0.5);
    expect(recallAt(['x', 'a', 'b'], judged, 3)).toBe(1);
    expect(recallAt(['a'], new Map(), 10)).toBe(0);
    expect(reciprocalRankAt(['x', 'c', 'b'], judged, 10)).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRankAt(['x', 'c', 'b'], judged, 2)).toBe(0);
  });

  it('nearest-rank percentile and mean', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 99)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
    expect(mean([1, 2, 3])).toBe(2);
    expect(mean([])).toBe(0);
  });
});
