import { ensureCapacity } from './growable.js';
import { SortedTerms } from './sortedTerms.js';
import { termOf } from './tokenize.js';
import { WordTable, hashRange } from './wordTable.js';

/** Maps terms to dense ids and keeps each term's document frequency over live documents. */
export class TermDictionary {
  /**
   * Term → id while terms are being added; null in a restored dictionary until one is (lookups then
   * binary-search `sorted`), which keeps a hash map of the whole vocabulary out of a loaded index.
   */
  private ids: Map<string, number> | null = new Map();
  /** Folded word → term id (−1 for a stop word): one probe per token, no stemming. */
  private readonly wordIds = new WordTable();
  /** Term text by id. */
  readonly terms: string[] = [];
  private df = new Int32Array(1024);
  /** Terms in text order, for prefix queries. */
  readonly sorted: SortedTerms;

  constructor(sorted?: Uint32Array) {
    this.sorted = new SortedTerms(this.terms, sorted);
  }

  /** Number of distinct terms ever seen. */
  get size(): number {
    return this.terms.length;
  }

  /** The id of a known term. */
  idOf(term: string): number | undefined {
    return this.ids ? this.ids.get(term) : this.sorted.find(term);
  }

  /** The id of a term, adding it when new. */
  intern(term: string): number {
    this.ids ??= new Map(this.terms.map((text, id) => [text, id]));
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.df = ensureCapacity(this.df, id + 1, Int32Array);
      this.sorted.add(id);
    }
    return id;
  }

  /**
   * The term id of the ASCII word text[start..end), compared without case (`hash` is of its
   * lower-case form, as scanWords computes it), adding it when new; −1 for a stop word.
   */
  internSpan(text: string, start: number, end: number, hash: number): number {
    let id = this.wordIds.get(text, start, end, hash, true);
    if (id === undefined) {
      const word = text.slice(start, end).toLowerCase();
      const term = termOf(word);
      id = term === null ? -1 : this.intern(term);
      this.wordIds.add(word, hash, id);
    }
    return id;
  }

  /** The term id of a folded word of any script, adding it when new; −1 for a stop word. */
  internWord(word: string): number {
    const hash = hashRange(word, 0, word.length);
    let id = this.wordIds.get(word, 0, word.length, hash, false);
    if (id === undefined) {
      const term = termOf(word);
      id = term === null ? -1 : this.intern(term);
      this.wordIds.add(word, hash, id);
    }
    return id;
  }

  /** Number of live documents containing the term. */
  docFreq(id: number): number {
    return this.df[id] ?? 0;
  }

  /** Adjusts the document frequency when a document is added (+1) or removed (−1). */
  addDocFreq(id: number, delta: number): void {
    this.df[id]! += delta;
  }

  /** The raw document-frequency array (length ≥ size), for serialisation. */
  docFreqs(): Int32Array {
    return this.df.subarray(0, this.terms.length);
  }

  /** Rebuilds a dictionary from serialised terms, frequencies and sorted order. */
  static restore(terms: readonly string[], df: Int32Array, sorted: Uint32Array): TermDictionary {
    const dict = new TermDictionary(sorted);
    dict.ids = null;
    for (const term of terms) dict.terms.push(term);
    dict.df = df.slice();
    return dict;
  }
}
