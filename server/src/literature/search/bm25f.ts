import type { Bm25fParams } from './bm25fParams.js';
import { FIELD_COUNT, FIELD_MAX_TF, FIELD_SHIFT } from './fields.js';
import type { SearchIndex } from './searchIndex.js';

const SHIFTS = Int32Array.from(FIELD_SHIFT);
const MASKS = Int32Array.from(FIELD_MAX_TF);

/** A query term to score: one or more term ids scored as a single term (prefix expansions). */
export interface WeightedTerm {
  ids: readonly number[];
  weight: number;
}

/** Lucene's BM25 idf, log(1 + (N − df + 0.5) / (df + 0.5)), always positive. */
export function idf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/**
 * BM25F (Robertson, Zaragoza & Taylor, "Simple BM25 extension to multiple weighted fields",
 * CIKM 2004): per term, field frequencies are length-normalised per field, weighted and
 * summed into one pseudo-frequency, then saturated once with k1. Scores accumulate in a
 * dense array indexed by document number; `touched` lists the documents with a score.
 */
export class Bm25fScorer {
  scores = new Float32Array(0);
  touched = new Int32Array(0);
  touchedCount = 0;
  private pseudoTf = new Float32Array(0);
  private norms: Float32Array[] = [];
  private normsVersion = -1;
  private normsParams: Bm25fParams | null = null;

  constructor(private readonly index: SearchIndex) {}

  /** Clears the accumulators and recomputes per-document norms if the index changed. */
  reset(params: Bm25fParams): void {
    const n = this.index.docs.count;
    if (this.scores.length < n) {
      this.scores = new Float32Array(n);
      this.pseudoTf = new Float32Array(n);
      this.touched = new Int32Array(n);
    } else {
      for (let i = 0; i < this.touchedCount; i++) this.scores[this.touched[i]!] = 0;
    }
    this.touchedCount = 0;
    if (this.normsVersion !== this.index.version || this.normsParams !== params) this.computeNorms(params);
  }

  private computeNorms(params: Bm25fParams): void {
    const { docs } = this.index;
    this.norms = params.fields.map(({ weight, b }, f) => {
      const lengths = docs.fieldLengths[f]!;
      const avg = docs.averageLength(f);
      const norm = new Float32Array(docs.count);
      for (let d = 0; d < docs.count; d++) norm[d] = weight / (1 - b + (b * lengths[d]!) / avg);
      return norm;
    });
    this.normsVersion = this.index.version;
    this.normsParams = params;
  }

  /** Weighted, length-normalised field frequency sum of one posting (0 when no weighted field matches). */
  private fieldSum(packed: number, doc: number): number {
    const norms = this.norms;
    let sum = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const tf = (packed >>> SHIFTS[f]!) & MASKS[f]!;
      if (tf !== 0) sum += tf * norms[f]![doc]!;
    }
    return sum;
  }

  /** Adds the BM25F contribution of `term` (times its weight) to every matching document. */
  addTerm(term: WeightedTerm, k1: number): void {
    const { dict, docs } = this.index;
    let df = 0;
    for (const id of term.ids) df = Math.max(df, dict.docFreq(id));
    const w = term.weight * idf(docs.liveCount, df);
    // Only positive contributions are accumulated, so a document enters `touched` at most once.
    if (df === 0 || !(w > 0)) return;
    if (term.ids.length === 1) this.addSingle(term.ids[0]!, w, k1);
    else this.addGroup(term.ids, w, k1);
  }

  private add(doc: number, tf: number, w: number, k1: number): void {
    if (this.scores[doc] === 0) this.touched[this.touchedCount++] = doc;
    this.scores[doc]! += (w * tf) / (k1 + tf);
  }

  /** One term: each document has one posting, so it is scored as it is read (the hot path). */
  private addSingle(id: number, w: number, k1: number): void {
    const { deleted } = this.index.docs;
    const { offsets, docs, tfs } = this.index.postings.block();
    const end = id + 1 < offsets.length ? offsets[id + 1]! : 0;
    for (let i = id + 1 < offsets.length ? offsets[id]! : 0; i < end; i++) {
      const doc = docs[i]!;
      if (deleted[doc] === 1) continue;
      const tf = this.fieldSum(tfs[i]!, doc);
      if (tf > 0) this.add(doc, tf, w, k1);
    }
    this.index.postings.forEachTail(id, (doc, packed) => {
      const tf = deleted[doc] === 1 ? 0 : this.fieldSum(packed, doc);
      if (tf > 0) this.add(doc, tf, w, k1);
    });
  }

  /** Several terms scored as one (a prefix): frequencies are summed per document, then saturated once. */
  private addGroup(ids: readonly number[], w: number, k1: number): void {
    const { deleted } = this.index.docs;
    const { offsets, docs, tfs } = this.index.postings.block();
    const local: number[] = [];
    const acc = this.pseudoTf;
    const collect = (doc: number, packed: number): void => {
      const sum = deleted[doc] === 1 ? 0 : this.fieldSum(packed, doc);
      if (sum <= 0) return;
      if (acc[doc] === 0) local.push(doc);
      acc[doc]! += sum;
    };
    for (const id of ids) {
      if (id + 1 < offsets.length) for (let i = offsets[id]!; i < offsets[id + 1]!; i++) collect(docs[i]!, tfs[i]!);
      this.index.postings.forEachTail(id, collect);
    }
    for (const doc of local) {
      this.add(doc, acc[doc]!, w, k1);
      acc[doc] = 0;
    }
  }
}
