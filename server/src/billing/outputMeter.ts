import { countWords } from '@inkstone/shared/wordCount';

/**
 * Counts a model's output as it streams and cuts it at `limit` words (the hold). The sum of the
 * pieces' counts is an upper bound of the whole text's count (joining pieces can only merge words),
 * so the exact, whole-text count is needed only near the limit.
 */
export class OutputMeter {
  private upperBound = 0;
  private parts: string[] = [];
  private joined = '';
  /** True once the output reached the limit; nothing more is accepted. */
  isFull = false;

  constructor(readonly limit: number) {}

  /** The part of `delta` within the limit (all of it, or a prefix once the limit is reached). */
  accept(delta: string): string {
    if (this.isFull || delta === '') return '';
    const upper = this.upperBound + countWords(delta);
    if (upper <= this.limit) {
      this.upperBound = upper;
      this.parts.push(delta);
      return delta;
    }
    const base = this.text;
    const exact = countWords(base + delta);
    if (exact <= this.limit) {
      this.upperBound = exact;
      this.parts.push(delta);
      return delta;
    }
    const kept = delta.slice(0, longestPrefixWithin(base, delta, this.limit));
    this.parts.push(kept);
    this.isFull = true;
    return kept;
  }

  /** Everything accepted so far. */
  get text(): string {
    if (this.parts.length > 0) {
      this.joined += this.parts.join('');
      this.parts = [];
    }
    return this.joined;
  }

  /** The exact word count of the accepted text: what is charged. */
  words(): number {
    return countWords(this.text);
  }
}

function longestPrefixWithin(base: string, delta: string, limit: number): number {
  let lo = 0;
  let hi = delta.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (countWords(base + delta.slice(0, mid)) <= limit) lo = mid;
    else hi = mid - 1;
  }
  // Never end between the two halves of a surrogate pair.
  const last = delta.charCodeAt(lo - 1);
  return last >= 0xd800 && last <= 0xdbff ? lo - 1 : lo;
}
