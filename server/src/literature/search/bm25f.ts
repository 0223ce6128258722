import type { Bm25fParams } from './bm25fParams.js';
import { FIELD_COUNT, FIELD_MAX_TF, FIELD_SHIFT } from './fields.js';
import { ensureCapacity } from './growable.js';
import type { SearchIndex } from './searchIndex.js';

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
      const norm = ensureCapacity(new Float32Array(0), docs.count, Float32Array);
      for (let d = 0; d < docs.count; d++) norm[d] = weight / (1 - b + (b * lengths[d]!) / avg);
      return norm;
    });
    this.normsVersion = this.index.version;
    this.normsParams = params;
  }

  /** Weighted field frequency sum of one posting. */
  private fieldSum(packed: number, doc: number): number {
    let sum = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const tf = (packed >>> FIELD_SHIFT[f]!) & FIELD_MAX_TF[f]!;
      if (tf !== 0) sum += tf * this.norms[f]![doc]!;
    }
    return sum;
  }

  /** Adds the BM25F contribution of `term` (times its weight) to every matching document. */
  addTerm(term: WeightedTerm, k1: number): void {
    const { dict, docs, postings } = this.index;
    let df = 0;
    for (const id of term.ids) df = Math.max(df, dict.docFreq(id));
    const w = term.weight * idf(docs.liveCount, df);
    // Only positive contributions are accumulated, so a document enters `touched` at most once.
    if (df === 0 || !(w > 0)) return;
    const deleted = docs.deleted;
    const { offsets, docs: postingDocs, tfs } = postings.block();
    const local: number[] = [];
    const acc = this.pseudoTf;
    const collect = (doc: number, packed: number): void => {
      if (deleted[doc] === 1) return;
      const sum = this.fieldSum(packed, doc);
      if (sum <= 0) return;
      if (acc[doc] === 0) local.push(doc);
      acc[doc]! += sum;
    };
    for (const id of term.ids) {
      if (id + 1 < offsets.length) {
        const end = offsets[id + 1]!;
        for (let i = offsets[id]!; i < end; i++) collect(postingDocs[i]!, tfs[i]!);
      }
      postings.forEachTail(id, collect);
    }
    for (const doc of local) {
      const tf = acc[doc]!;
      acc[doc] = 0;
      if (this.scores[doc] === 0) this.touched[this.touchedCount++] = doc;
      this.scores[doc]! += (w * tf) / (k1 + tf);
    }
  }
}
