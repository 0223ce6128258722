import { averageLinkage } from './agglomerative.js';
import { lsaSimilarity } from './lsaEmbedding.js';
import { meanSilhouette } from './silhouette.js';
import { cosine, type SparseVector } from './termVectors.js';

/** Bounds and settings of the clustering. */
export interface ClusterParams {
  minClusters: number;
  maxClusters: number;
  /** Clusters smaller than this are folded into their most similar cluster (outliers, not themes). */
  minClusterSize: number;
  /** Latent semantic dimensions the similarities are computed in (0 = the raw TF-IDF space). */
  lsaDims: number;
}

/** The bounds (2–8 sections); outliers folded when alone; 5 LSA dimensions (tuned on bench/grouping.ts --seed 1). */
export const DEFAULT_CLUSTER_PARAMS: ClusterParams = { minClusters: 2, maxClusters: 8, minClusterSize: 2, lsaDims: 5 };

/** Cosine similarity of every pair of vectors. */
export function similarityMatrix(vectors: readonly SparseVector[]): number[][] {
  const n = vectors.length;
  const matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    matrix[i]![i] = 1;
    for (let j = i + 1; j < n; j++) matrix[i]![j] = matrix[j]![i] = cosine(vectors[i]!, vectors[j]!);
  }
  return matrix;
}

function averageSimilarity(similarity: readonly number[][], a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (const i of a) for (const j of b) sum += similarity[i]![j]!;
  return sum / (a.length * b.length);
}

/** Folds clusters below the minimum size into the cluster they are most similar to. */
function foldSmallClusters(similarity: readonly number[][], clusters: number[][], minSize: number): number[][] {
  const kept = clusters.filter((c) => c.length >= minSize);
  if (kept.length === 0) return clusters;
  for (const small of clusters.filter((c) => c.length < minSize)) {
    let best = 0;
    kept.forEach((c, i) => {
      if (averageSimilarity(similarity, small, c) > averageSimilarity(similarity, small, kept[best]!)) best = i;
    });
    kept[best] = [...kept[best]!, ...small].sort((a, b) => a - b);
  }
  return kept;
}

/**
 * Clusters vectors by average-linkage agglomeration on their cosine similarity in a small LSA
 * space (which also keeps one chance shared word from merging two themes), folds outlier
 * clusters into their nearest theme, and picks the number of clusters (within the bounds) with
 * the best mean silhouette; ties go to fewer clusters.
 * Returns clusters of item indexes, largest first (then by first item).
 */
export function clusterVectors(vectors: readonly SparseVector[], params = DEFAULT_CLUSTER_PARAMS): number[][] {
  const n = vectors.length;
  if (n === 0) return [];
  const raw = similarityMatrix(vectors);
  const similarity = params.lsaDims > 0 ? lsaSimilarity(raw, params.lsaDims) : raw;
  const upper = Math.min(params.maxClusters, n);
  const lower = Math.min(params.minClusters, upper);
  const partitions = averageLinkage(similarity, upper);
  let chosen = partitions.get(lower)!;
  let bestScore = -Infinity;
  for (let k = lower; k <= upper; k++) {
    const candidate = foldSmallClusters(similarity, partitions.get(k)!, params.minClusterSize);
    if (candidate.length < lower) continue;
    const score = meanSilhouette(similarity, candidate);
    if (score > bestScore + 1e-12) [bestScore, chosen] = [score, candidate];
  }
  return [...chosen].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
}
