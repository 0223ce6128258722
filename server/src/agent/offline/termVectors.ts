import { textTerms, type Words } from './textTerms.js';

/** A sparse, L2-normalised TF-IDF vector: term index → weight. */
export type SparseVector = Map<number, number>;

/** The TF-IDF view of a set of documents. */
export interface TermVectors {
  /** Term keys by index. */
  keys: string[];
  /** Whether each term is a two-word phrase. */
  isPhrase: boolean[];
  /** One vector per document, in input order. */
  vectors: SparseVector[];
  /** Per document, every surface form seen for each term index (for readable names). */
  surfaces: Array<Map<number, string[]>>;
}

/** Settings of the vectoriser. */
export interface VectorParams {
  /** Weight of phrase features against single words. */
  phraseWeight: number;
  /** Terms in fewer documents than this are dropped: they cannot make two papers similar. */
  minDocs: number;
}

/** Chosen on the development samples of bench/grouping.ts. */
export const DEFAULT_VECTOR_PARAMS: VectorParams = { phraseWeight: 1, minDocs: 2 };

/**
 * TF-IDF vectors of short documents (title + abstract + keywords) over words and adjacent
 * word pairs (Chinese words from the segmenter, English Porter stems): sublinear tf
 * (1 + ln tf), smoothed idf ln((1 + N) / (1 + df)) + 1 as in scikit-learn, L2-normalised.
 * Each document is a text or its contentWords.
 */
export function termVectors(
  texts: ReadonlyArray<string | Words>,
  params: VectorParams = DEFAULT_VECTOR_PARAMS,
): TermVectors {
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const isPhrase: boolean[] = [];
  const counts: Array<Map<number, number>> = [];
  const surfaces: Array<Map<number, string[]>> = [];
  const df: number[] = [];
  for (const text of texts) {
    const tf = new Map<number, number>();
    const forms = new Map<number, string[]>();
    for (const term of textTerms(text)) {
      let id = ids.get(term.key);
      if (id === undefined) {
        ids.set(term.key, (id = keys.length));
        keys.push(term.key);
        isPhrase.push(term.isPhrase);
        df.push(0);
      }
      if (!tf.has(id)) df[id]!++;
      tf.set(id, (tf.get(id) ?? 0) + 1);
      forms.set(id, [...(forms.get(id) ?? []), term.surface]);
    }
    counts.push(tf);
    surfaces.push(forms);
  }
  const n = texts.length;
  const vectors = counts.map((tf) => {
    const vector: SparseVector = new Map();
    let norm = 0;
    for (const [id, count] of tf) {
      if (df[id]! < params.minDocs) continue;
      const w =
        (1 + Math.log(count)) * (Math.log((1 + n) / (1 + df[id]!)) + 1) * (isPhrase[id] ? params.phraseWeight : 1);
      vector.set(id, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [id, w] of vector) vector.set(id, w / norm);
    return vector;
  });
  return { keys, isPhrase, vectors, surfaces };
}

/** Cosine similarity of two L2-normalised sparse vectors. */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [id, w] of small) dot += w * (large.get(id) ?? 0);
  return dot;
}
