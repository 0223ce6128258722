/**
 * A `key<TAB>value` list sorted by key (JavaScript string order), kept as the one string it was
 * read as plus the offset of every line, and searched by bisection: ~96,000 headwords cost a few MB
 * and a scan for line breaks, where a Map would cost ~20 MB and half a second to build.
 */
export class SortedWordList {
  private readonly starts: Uint32Array;

  constructor(private readonly text: string) {
    let count = 0;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) count++;
    this.starts = new Uint32Array(count + 1);
    let line = 0;
    this.starts[line++] = 0;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10 && line <= count) this.starts[line++] = i + 1;
    // A trailing newline leaves an empty last line; it is never a key.
    this.size = text.endsWith('\n') ? count : count + 1;
  }

  /** Number of keys. */
  readonly size: number;

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
        const end = mid + 1 < this.starts.length ? this.starts[mid + 1]! - 1 : this.text.length;
        return this.text.slice(tab + 1, end);
      }
      if (candidate < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
