/** Each value replaced by the index of its first occurrence's class (labels of any type). */
function classIndexes<T>(values: readonly T[]): { ids: number[]; sizes: number[] } {
  const index = new Map<T, number>();
  const sizes: number[] = [];
  const ids = values.map((v) => {
    let id = index.get(v);
    if (id === undefined) index.set(v, (id = sizes.push(0) - 1));
    sizes[id]!++;
    return id;
  });
  return { ids, sizes };
}

function entropy(sizes: readonly number[], n: number): number {
  return sizes.reduce((h, c) => (c > 0 ? h - (c / n) * Math.log(c / n) : h), 0);
}

/**
 * Normalised mutual information of two labelings of the same items, I(A;B) / mean(H(A), H(B))
 * (arithmetic normalisation, scikit-learn's default). 1 for identical partitions whatever the
 * label names, 0 for independent ones; 1 when both put every item in one class.
 */
export function normalizedMutualInformation<A, B>(a: readonly A[], b: readonly B[]): number {
  if (a.length !== b.length) throw new Error('labelings differ in length');
  const n = a.length;
  const ca = classIndexes(a);
  const cb = classIndexes(b);
  const ha = entropy(ca.sizes, n);
  const hb = entropy(cb.sizes, n);
  if (ha === 0 && hb === 0) return 1;
  const joint = new Map<number, number>();
  ca.ids.forEach((x, i) => {
    const cell = x * cb.sizes.length + cb.ids[i]!;
    joint.set(cell, (joint.get(cell) ?? 0) + 1);
  });
  let mi = 0;
  for (const [cell, c] of joint) {
    const x = Math.floor(cell / cb.sizes.length);
    const y = cell % cb.sizes.length;
    mi += (c / n) * Math.log((n * c) / (ca.sizes[x]! * cb.sizes[y]!));
  }
  return Math.max(0, mi / ((ha + hb) / 2));
}
