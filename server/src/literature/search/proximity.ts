import { idf } from './bm25f.js';
import { TEXT_FIELD_COUNT } from './fields.js';
import { newDecodedDoc } from './forwardIndex.js';
import type { SearchIndex } from './searchIndex.js';
import type { ScoredDoc } from './topK.js';

/** Term-proximity re-ranking settings. */
export interface ProximityParams {
  /** How many first-pass hits are re-scored. */
  depth: number;
  /** Scale of the proximity score added to the BM25F score. */
  weight: number;
  /** Saturation and length normalisation of the proximity accumulators (BM25-style). */
  k1: number;
  b: number;
}

/**
 * Settings for callers that switch proximity on (it is off by default: on the development
 * data it helped LitSearch requests and hurt SciFact claims; see the decision record).
 */
export const DEFAULT_PROXIMITY: ProximityParams = { depth: 50, weight: 0.5, k1: 2, b: 0.5 };

/**
 * Büttcher, Clarke & Lushman, "Term proximity scoring for ad-hoc retrieval on very large text
 * collections" (SIGIR 2006): each pair of neighbouring occurrences of two different query
 * terms adds idf(other)/distance² to both terms' accumulators; a term's accumulator is then
 * saturated like a BM25 term frequency and weighted by min(1, idf). Re-scores the top
 * `depth` hits and re-sorts them.
 */
export function proximityRerank(
  index: SearchIndex,
  hits: readonly ScoredDoc[],
  queryTerms: readonly number[],
  params: ProximityParams,
): ScoredDoc[] {
  const { docs } = index;
  const termIdf = new Map(queryTerms.map((id) => [id, idf(docs.liveCount, index.dict.docFreq(id))]));
  let avgLength = 0;
  for (let f = 0; f < TEXT_FIELD_COUNT; f++) avgLength += docs.averageLength(f);
  const decoded = newDecodedDoc();
  const rescored = hits.slice(0, params.depth).map(({ doc, score }) => {
    index.forward.decode(doc, decoded);
    const hitsInDoc: Array<[number, number, number]> = [];
    for (let i = 0; i < decoded.length; i++) {
      const field = decoded.fields[i]!;
      if (field < TEXT_FIELD_COUNT && termIdf.has(decoded.terms[i]!)) {
        hitsInDoc.push([field, decoded.positions[i]!, decoded.terms[i]!]);
      }
    }
    hitsInDoc.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const acc = new Map<number, number>();
    for (let i = 1; i < hitsInDoc.length; i++) {
      const [fa, pa, ta] = hitsInDoc[i - 1]!;
      const [fb, pb, tb] = hitsInDoc[i]!;
      if (fa !== fb || ta === tb || pa === pb) continue;
      const d2 = (pb - pa) ** 2;
      acc.set(ta, (acc.get(ta) ?? 0) + termIdf.get(tb)! / d2);
      acc.set(tb, (acc.get(tb) ?? 0) + termIdf.get(ta)! / d2);
    }
    let length = 0;
    for (let f = 0; f < TEXT_FIELD_COUNT; f++) length += docs.fieldLengths[f]![doc]!;
    const K = params.k1 * (1 - params.b + (params.b * length) / avgLength);
    let bonus = 0;
    for (const [term, a] of acc) bonus += (Math.min(1, termIdf.get(term)!) * a * (params.k1 + 1)) / (a + K);
    return { doc, score: score + params.weight * bonus };
  });
  return rescored.sort((a, b) => b.score - a.score || a.doc - b.doc).concat(hits.slice(params.depth));
}
