/** A scored document number. */
export interface ScoredDoc {
  doc: number;
  score: number;
}

/**
 * The `k` highest-scoring documents among `candidates[0..count)` that pass `accept`, best
 * first (ties broken by lower document number so results are deterministic). Uses a size-k
 * min-heap: O(n log k).
 */
export function topK(
  scores: Float32Array,
  candidates: Int32Array,
  count: number,
  k: number,
  accept: (doc: number) => boolean,
): ScoredDoc[] {
  const heap: ScoredDoc[] = [];
  const worse = (a: ScoredDoc, b: ScoredDoc): boolean => a.score < b.score || (a.score === b.score && a.doc > b.doc);
  const siftDown = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let c = 0; c < count && k > 0; c++) {
    const doc = candidates[c]!;
    const score = scores[doc]!;
    if (heap.length === k && !worse(heap[0]!, { doc, score })) continue;
    if (!accept(doc)) continue;
    if (heap.length < k) {
      heap.push({ doc, score });
      for (let i = heap.length - 1; i > 0;) {
        const p = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[p]!)) break;
        [heap[i], heap[p]] = [heap[p]!, heap[i]!];
        i = p;
      }
    } else {
      heap[0] = { doc, score };
      siftDown(0);
    }
  }
  return heap.sort((a, b) => b.score - a.score || a.doc - b.doc);
}
