/**
 * Mean silhouette (Rousseeuw 1987) of a partition under the distance 1 − similarity: for each
 * item, (b − a) / max(a, b) with a its mean distance to its own cluster and b to the nearest
 * other cluster; items alone in their cluster count 0. −1…1, higher is a clearer partition.
 */
export function meanSilhouette(similarity: readonly number[][], clusters: readonly number[][]): number {
  if (clusters.length < 2) return 0;
  let total = 0;
  let items = 0;
  for (const [ci, cluster] of clusters.entries()) {
    for (const item of cluster) {
      items++;
      if (cluster.length === 1) continue;
      const row = similarity[item]!;
      const meanDistance = (members: readonly number[]): number =>
        members.reduce((sum, other) => sum + (other === item ? 0 : 1 - row[other]!), 0) /
        (members.length - (members.includes(item) ? 1 : 0));
      const a = meanDistance(cluster);
      let b = Infinity;
      for (const [oi, other] of clusters.entries()) if (oi !== ci) b = Math.min(b, meanDistance(other));
      const spread = Math.max(a, b);
      if (spread > 0) total += (b - a) / spread;
    }
  }
  return items === 0 ? 0 : total / items;
}
