import { describe, expect, it } from 'vitest';
import { normalizedMutualInformation } from './nmi.js';

describe('normalizedMutualInformation', () => {
  it('is 1 for the same partition under other label names', () => {
    expect(normalizedMutualInformation(['a', 'a', 'b', 'c'], [7, 7, 1, 2])).toBeCloseTo(1, 12);
  });

  it('is 0 for independent partitions', () => {
    expect(normalizedMutualInformation([0, 0, 1, 1], ['x', 'y', 'x', 'y'])).toBeCloseTo(0, 12);
  });

  it('matches scikit-learn (arithmetic normalisation) on known values', () => {
    expect(normalizedMutualInformation([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(0.5158037429793888, 12);
    expect(normalizedMutualInformation([0, 0, 1, 1, 2, 2], [0, 0, 0, 0, 1, 1])).toBeCloseTo(0.733680436651211, 12);
  });

  it('is symmetric', () => {
    const a = [1, 1, 2, 2, 3, 3, 3];
    const b = [1, 2, 2, 2, 3, 3, 1];
    expect(normalizedMutualInformation(a, b)).toBeCloseTo(normalizedMutualInformation(b, a), 12);
  });

  it('rejects labelings of different lengths', () => {
    expect(() => normalizedMutualInformation([1], [1, 2])).toThrow();
  });
});
