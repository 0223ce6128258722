/** The largest eigenvalues of a symmetric matrix and their eigenvectors. */
export interface Eigen {
  /** Eigenvalues, largest first. */
  values: number[];
  /** vectors[k][i]: component i of the unit eigenvector of values[k]. */
  vectors: number[][];
}

/** Enough for clustering: the basis stops turning long before the eigenvalues are exact. */
const MAX_ITERATIONS = 300;
const TOLERANCE = 1e-8;

/** Modified Gram–Schmidt on the columns (here: rows of `basis`), in place. */
function orthonormalise(basis: number[][]): void {
  basis.forEach((v, k) => {
    for (let j = 0; j < k; j++) {
      const u = basis[j]!;
      const d = v.reduce((s, x, i) => s + x * u[i]!, 0);
      for (let i = 0; i < v.length; i++) v[i] = v[i]! - d * u[i]!;
    }
    const norm = Math.hypot(...v);
    for (let i = 0; i < v.length; i++) v[i] = norm > 0 ? v[i]! / norm : 0;
  });
}

function multiply(matrix: readonly number[][], v: readonly number[]): number[] {
  return matrix.map((row) => row.reduce((s, x, i) => s + x * v[i]!, 0));
}

/**
 * The `count` largest eigenpairs of a symmetric positive semi-definite matrix (a Gram matrix
 * such as document similarities) by orthogonal iteration: O(n²·count) per step instead of the
 * O(n³) of a full decomposition. Starts from a fixed basis, so the result is deterministic.
 */
export function topEigen(matrix: readonly number[][], count: number): Eigen {
  const n = matrix.length;
  const k = Math.min(count, n);
  // A fixed, well-spread start (not the unit vectors, which can be orthogonal to an eigenvector).
  let basis = Array.from({ length: k }, (_, j) => Array.from({ length: n }, (_, i) => Math.sin((i + 1) * (j + 1.618))));
  orthonormalise(basis);
  for (let step = 0; step < MAX_ITERATIONS; step++) {
    const next = basis.map((v) => multiply(matrix, v));
    orthonormalise(next);
    const change = next.reduce(
      (m, v, j) => Math.max(m, 1 - Math.abs(v.reduce((s, x, i) => s + x * basis[j]![i]!, 0))),
      0,
    );
    basis = next;
    if (change < TOLERANCE) break;
  }
  const pairs = basis.map((v) => {
    const mv = multiply(matrix, v);
    return { v, value: v.reduce((s, x, i) => s + x * mv[i]!, 0) };
  });
  pairs.sort((a, b) => b.value - a.value);
  return { values: pairs.map((p) => p.value), vectors: pairs.map((p) => p.v) };
}
