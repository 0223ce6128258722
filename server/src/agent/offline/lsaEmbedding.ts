import { topEigen } from './topEigen.js';

/**
 * Latent semantic analysis of a document set from its cosine similarity matrix S = X·Xᵀ:
 * S = U·Λ·Uᵀ, each document becomes row i of U·√Λ cut to the `dims` largest eigenvalues,
 * and the returned matrix holds the cosine similarities of those rows. Words that co-occur
 * fold into one dimension, so two papers on one theme look alike without sharing a word.
 */
export function lsaSimilarity(similarity: readonly number[][], dims: number): number[][] {
  const n = similarity.length;
  const { values, vectors } = topEigen(similarity, dims);
  const k = values.length;
  const rows = Array.from({ length: n }, (_, i) => {
    const row = Array.from({ length: k }, (_, d) => vectors[d]![i]! * Math.sqrt(Math.max(0, values[d]!)));
    const norm = Math.hypot(...row);
    return norm > 0 ? row.map((x) => x / norm) : row;
  });
  return rows.map((a) => rows.map((b) => a.reduce((sum, x, d) => sum + x * b[d]!, 0)));
}
