/**
 * Average-linkage agglomerative clustering (UPGMA) over a similarity matrix. Returns the
 * partitions into k clusters for every k from `maxClusters` down to 1, each cluster a sorted
 * list of item indexes, clusters ordered by their smallest index. Deterministic: ties merge
 * the pair with the smallest indexes. O(n³), meant for the few dozen papers of one search.
 */
export function averageLinkage(similarity: readonly number[][], maxClusters: number): Map<number, number[][]> {
  const n = similarity.length;
  // Sum of pairwise similarities between clusters i and j; the average divides by the sizes.
  const sums = similarity.map((row) => [...row]);
  const members: Array<number[] | null> = Array.from({ length: n }, (_, i) => [i]);
  const partitions = new Map<number, number[][]>();
  const snapshot = (): number[][] =>
    members.filter((m): m is number[] => m !== null).map((m) => [...m].sort((a, b) => a - b));
  for (let count = n; count >= 1; count--) {
    if (count <= maxClusters) partitions.set(count, snapshot());
    if (count === 1) break;
    let best = -Infinity;
    let pair: [number, number] = [0, 0];
    for (let i = 0; i < n; i++) {
      const a = members[i];
      if (!a) continue;
      for (let j = i + 1; j < n; j++) {
        const b = members[j];
        if (!b) continue;
        const average = sums[i]![j]! / (a.length * b.length);
        if (average > best) [best, pair] = [average, [i, j]];
      }
    }
    const [i, j] = pair;
    members[i] = [...members[i]!, ...members[j]!];
    members[j] = null;
    const into = sums[i]!;
    const from = sums[j]!;
    for (let x = 0; x < n; x++) {
      into[x] = into[x]! + from[x]!;
      sums[x]![i] = into[x]!;
    }
  }
  return partitions;
}
