import { ensureCapacity } from './growable.js';

function pushEntry(map: Map<number, number[]>, term: number, index: number): void {
  const list = map.get(term);
  if (list) list.push(index);
  else map.set(term, [index]);
}

/** A compressed-row (CSR) posting store: term t's postings are entries offsets[t]..offsets[t+1]. */
export interface PostingBlock {
  offsets: Uint32Array;
  docs: Uint32Array;
  tfs: Uint32Array;
}

/** Visits each (doc, packed term frequencies) posting of one term. */
export type PostingVisitor = (doc: number, packedTf: number) => void;

/**
 * Postings of every term: a compact CSR base block plus an append-only tail of recent
 * additions. Additions go to the tail; once it holds enough postings it is merged into the
 * base (one counting pass), so bulk loads and single imports share one code path. Documents
 * are numbered in insertion order, so every list stays sorted by document.
 */
export class Postings {
  private base: PostingBlock;
  private tailTerms = new Uint32Array(1024);
  private tailDocs = new Uint32Array(1024);
  private tailTfs = new Uint32Array(1024);
  private tailLength = 0;
  private tailByTerm: Map<number, number[]> | null = null;

  constructor(base?: PostingBlock) {
    this.base = base ?? { offsets: new Uint32Array(1), docs: new Uint32Array(0), tfs: new Uint32Array(0) };
  }

  /** Number of postings not yet merged into the base block. */
  get pendingCount(): number {
    return this.tailLength;
  }

  /** Appends a posting; `doc` must not be lower than any document added before. */
  add(term: number, doc: number, packedTf: number): void {
    const i = this.tailLength++;
    if (i >= this.tailTerms.length) {
      this.tailTerms = ensureCapacity(this.tailTerms, i + 1, Uint32Array);
      this.tailDocs = ensureCapacity(this.tailDocs, i + 1, Uint32Array);
      this.tailTfs = ensureCapacity(this.tailTfs, i + 1, Uint32Array);
    }
    this.tailTerms[i] = term;
    this.tailDocs[i] = doc;
    this.tailTfs[i] = packedTf;
    if (this.tailByTerm) pushEntry(this.tailByTerm, term, i);
  }

  /** The base block (call merge() first to include the tail). */
  block(): PostingBlock {
    return this.base;
  }

  /** Number of postings of a term, base and tail. */
  count(term: number): number {
    const { offsets } = this.base;
    const inBase = term + 1 < offsets.length ? offsets[term + 1]! - offsets[term]! : 0;
    return inBase + (this.tailIndex().get(term)?.length ?? 0);
  }

  /** Calls `visit` for every posting of a term, base then tail. */
  forEach(term: number, visit: PostingVisitor): void {
    const { offsets, docs, tfs } = this.base;
    if (term + 1 < offsets.length) for (let i = offsets[term]!; i < offsets[term + 1]!; i++) visit(docs[i]!, tfs[i]!);
    this.forEachTail(term, visit);
  }

  /** Calls `visit` for the tail postings of a term (the base is read directly via block()). */
  forEachTail(term: number, visit: PostingVisitor): void {
    const entries = this.tailIndex().get(term);
    if (entries) for (const i of entries) visit(this.tailDocs[i]!, this.tailTfs[i]!);
  }

  private tailIndex(): Map<number, number[]> {
    if (!this.tailByTerm) {
      this.tailByTerm = new Map();
      for (let i = 0; i < this.tailLength; i++) {
        pushEntry(this.tailByTerm, this.tailTerms[i]!, i);
      }
    }
    return this.tailByTerm;
  }

  /**
   * Folds the tail into a new base block, dropping postings of documents flagged in `deleted`
   * (pass null when nothing was deleted: base lists are then copied whole).
   */
  merge(termCount: number, deleted: Uint8Array | null): void {
    const old = this.base;
    const oldTerms = old.offsets.length - 1;
    const live = (doc: number): boolean => deleted === null || deleted[doc] !== 1;
    const counts = new Uint32Array(termCount + 1);
    for (let t = 0; t < oldTerms; t++) {
      if (deleted === null) counts[t + 1] = old.offsets[t + 1]! - old.offsets[t]!;
      else for (let i = old.offsets[t]!; i < old.offsets[t + 1]!; i++) if (live(old.docs[i]!)) counts[t + 1]!++;
    }
    for (let i = 0; i < this.tailLength; i++) if (live(this.tailDocs[i]!)) counts[this.tailTerms[i]! + 1]!++;
    for (let t = 0; t < termCount; t++) counts[t + 1]! += counts[t]!;
    const next = counts.slice(0, termCount);
    const docs = new Uint32Array(counts[termCount]!);
    const tfs = new Uint32Array(counts[termCount]!);
    for (let t = 0; t < oldTerms; t++) {
      const from = old.offsets[t]!;
      const to = old.offsets[t + 1]!;
      if (deleted === null) {
        docs.set(old.docs.subarray(from, to), next[t]);
        tfs.set(old.tfs.subarray(from, to), next[t]);
        next[t]! += to - from;
        continue;
      }
      for (let i = from; i < to; i++) {
        if (!live(old.docs[i]!)) continue;
        const j = next[t]!++;
        docs[j] = old.docs[i]!;
        tfs[j] = old.tfs[i]!;
      }
    }
    for (let i = 0; i < this.tailLength; i++) {
      if (!live(this.tailDocs[i]!)) continue;
      const j = next[this.tailTerms[i]!]!++;
      docs[j] = this.tailDocs[i]!;
      tfs[j] = this.tailTfs[i]!;
    }
    this.base = { offsets: counts, docs, tfs };
    this.tailLength = 0;
    this.tailByTerm = null;
    this.tailTerms = new Uint32Array(1024);
    this.tailDocs = new Uint32Array(1024);
    this.tailTfs = new Uint32Array(1024);
  }
}
