/** A prefix lookup merges pending terms first once there are more than this many to scan. */
const PENDING_SCAN_LIMIT = 4096;

/**
 * Term ids in code-unit order of their text, for prefix queries. New ids collect unsorted and
 * are merged in (one sort of the new ids, one O(n) merge) only when a lookup would have to scan
 * too many of them or the index compacts, so neither a bulk load nor adding one paper re-sorts
 * the whole vocabulary each time.
 */
export class SortedTerms {
  private pending: number[] = [];

  constructor(
    private readonly terms: readonly string[],
    private sorted: Uint32Array = new Uint32Array(0),
  ) {}

  /** Registers a new term id. */
  add(id: number): void {
    this.pending.push(id);
  }

  /** Merges the pending ids into the sorted order. */
  flush(): void {
    if (this.pending.length === 0) return;
    const text = this.terms;
    const incoming = this.pending.sort((a, b) => (text[a]! < text[b]! ? -1 : text[a]! > text[b]! ? 1 : 0));
    const merged = new Uint32Array(this.sorted.length + incoming.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++) {
      merged[k] =
        j >= incoming.length || (i < this.sorted.length && text[this.sorted[i]!]! <= text[incoming[j]!]!)
          ? this.sorted[i++]!
          : incoming[j++]!;
    }
    this.sorted = merged;
    this.pending = [];
  }

  /** Every id, sorted (flushes first), for serialisation. */
  all(): Uint32Array {
    this.flush();
    return this.sorted;
  }

  /** Ids of the terms that start with `prefix`. */
  withPrefix(prefix: string): number[] {
    if (this.pending.length > PENDING_SCAN_LIMIT) this.flush();
    const text = this.terms;
    const ids: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && text[this.sorted[i]!]!.startsWith(prefix); i++)
      ids.push(this.sorted[i]!);
    for (const id of this.pending) if (text[id]!.startsWith(prefix)) ids.push(id);
    return ids;
  }

  /** The id of exactly `term`, if known: a binary search, so a read-only dictionary needs no hash map. */
  find(term: string): number | undefined {
    const at = this.lowerBound(term);
    if (at < this.sorted.length && this.terms[this.sorted[at]!] === term) return this.sorted[at];
    return this.pending.find((id) => this.terms[id] === term);
  }

  /** The first position in `sorted` whose term is not below `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[this.sorted[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
