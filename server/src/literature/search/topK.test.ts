import { describe, expect, it } from 'vitest';
import { topK } from './topK.js';

describe('topK', () => {
  const scores = new Float32Array([0.5, 3, 1, 3, 2]);
  const all = new Int32Array([0, 1, 2, 3, 4]);

  it('returns the best k, ties by lower document number', () => {
    expect(topK(scores, all, 5, 3, () => true).map((s) => s.doc)).toEqual([1, 3, 4]);
  });

  it('skips documents the filter rejects and handles k above the count', () => {
    expect(topK(scores, all, 5, 10, (d) => d % 2 === 0).map((s) => s.doc)).toEqual([4, 2, 0]);
    expect(topK(scores, all, 5, 0, () => true)).toEqual([]);
  });
});
