/**
 * A `key<TAB>value` list sorted by key (JavaScript string order), kept as the one string it was
 * read as plus the offset of every line, and searched by bisection: far less memory and start time
 * than a Map of every headword (measured in docs/decisions/010-bilingual-dictionary.md).
 */
export class SortedWordList {
  private readonly starts: Uint32Array;
  /** Number of keys. */
  readonly size: number;

  constructor(private readonly text: string) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = Uint32Array.from(starts);
    this.size = text === '' ? 0 : starts.length;
  }

  /** The value of a key, or undefined. */
  get(key: string): string | undefined {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.starts[mid]!;
      const tab = this.text.indexOf('\t', start);
      const candidate = this.text.slice(start, tab);
      if (candidate === key) {
        const next = mid + 1 < this.size ? this.starts[mid + 1]! : this.text.length;
        return this.text.slice(tab + 1, next).replace(/\n$/, '');
      }
      if (candidate < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
