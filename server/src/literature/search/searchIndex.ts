import { analyzeDocument } from './analyzeDocument.js';
import { DocTable } from './docTable.js';
import type { IndexDoc } from './fields.js';
import { ForwardIndex, newDecodedDoc } from './forwardIndex.js';
import { Postings } from './postings.js';
import { TermDictionary } from './termDictionary.js';

/** Tail postings above this are merged during bulk loads (amortised: also ≥ the base, so each posting moves O(1) times on average). */
const BULK_MERGE_MIN = 1 << 20;
/** Tail postings above this are merged before a search rather than looked up by a hash map. */
const SEARCH_MERGE_MIN = 1 << 16;

/** The parts a SearchIndex is made of (also what serialisation reads and restores). */
export interface SearchIndexParts {
  dict: TermDictionary;
  docs: DocTable;
  postings: Postings;
  forward: ForwardIndex;
}

/**
 * An in-memory inverted index over papers: term dictionary, postings with packed per-field
 * term frequencies, per-document table and forward index. Documents can be added one at a
 * time (streamed bulk loads or single imports) and removed by id.
 */
export class SearchIndex {
  readonly dict: TermDictionary;
  readonly docs: DocTable;
  readonly postings: Postings;
  readonly forward: ForwardIndex;
  /** Bumped on every change so cached per-document norms know when to recompute. */
  version = 0;

  constructor(parts?: SearchIndexParts) {
    this.dict = parts?.dict ?? new TermDictionary();
    this.docs = parts?.docs ?? new DocTable();
    this.postings = parts?.postings ?? new Postings();
    this.forward = parts?.forward ?? new ForwardIndex();
  }

  /** Number of live documents. */
  get size(): number {
    return this.docs.liveCount;
  }

  /** Whether a document with this id is indexed. */
  has(id: string): boolean {
    return this.docs.docOf(id) !== undefined;
  }

  /** Indexes a document; a document with the same id is replaced. */
  add(doc: IndexDoc): void {
    this.remove(doc.id);
    const analyzed = analyzeDocument(doc, this.dict);
    const num = this.docs.add(doc.id, doc.year, analyzed.lengths);
    const { terms, packedTfs } = analyzed;
    for (let i = 0; i < terms.length; i++) {
      this.postings.add(terms[i]!, num, packedTfs[i]!);
      this.dict.addDocFreq(terms[i]!, 1);
    }
    this.forward.append(analyzed.sequence);
    this.version++;
    const pending = this.postings.pendingCount;
    if (pending >= BULK_MERGE_MIN && pending >= this.postings.block().docs.length) this.merge();
  }

  /** Removes a document by id; returns whether it was present. */
  remove(id: string): boolean {
    const num = this.docs.docOf(id);
    if (num === undefined) return false;
    const seen = new Set<number>();
    const decoded = this.forward.decode(num, newDecodedDoc());
    for (let i = 0; i < decoded.length; i++) seen.add(decoded.terms[i]!);
    for (const term of seen) this.dict.addDocFreq(term, -1);
    this.docs.remove(num);
    this.version++;
    return true;
  }

  /** Makes the posting lists ready for searching (merges a large tail). */
  prepareForSearch(): void {
    if (this.postings.pendingCount >= SEARCH_MERGE_MIN) this.merge();
  }

  /** Releases what a loaded index holds open (its file). */
  close(): void {
    this.forward.close();
  }

  /** Merges pending postings into the compact block and releases spare capacity. */
  merge(): void {
    this.postings.merge(this.dict.size, this.docs.liveCount < this.docs.count ? this.docs.deleted : null);
    this.forward.trim();
    this.dict.sorted.flush();
  }
}
