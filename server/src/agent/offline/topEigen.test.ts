import { describe, expect, it } from 'vitest';
import { topEigen } from './topEigen.js';

describe('topEigen', () => {
  it('finds the eigenpairs of a small matrix, largest first', () => {
    const { values, vectors } = topEigen(
      [
        [2, 1, 0],
        [1, 2, 1],
        [0, 1, 2],
      ],
      2,
    );
    expect(values[0]).toBeCloseTo(2 + Math.SQRT2, 6);
    expect(values[1]).toBeCloseTo(2, 6);
    const v = vectors[0]!.map((x) => x * Math.sign(vectors[0]![0]!));
    expect(v[0]).toBeCloseTo(0.5, 3);
    expect(v[1]).toBeCloseTo(Math.SQRT1_2, 3);
  });

  it('satisfies A·v = λ·v on a Gram matrix', () => {
    const rows = Array.from({ length: 30 }, (_, i) => Array.from({ length: 6 }, (_, j) => Math.cos(i * j + i + j)));
    const gram = rows.map((a) => rows.map((b) => a.reduce((s, x, k) => s + x * b[k]!, 0)));
    const { values, vectors } = topEigen(gram, 3);
    vectors.forEach((v, k) => {
      const av = gram.map((row) => row.reduce((s, x, i) => s + x * v[i]!, 0));
      av.forEach((x, i) => expect(x).toBeCloseTo(values[k]! * v[i]!, 2));
    });
    expect(values[0]).toBeGreaterThanOrEqual(values[1]!);
  });
});
