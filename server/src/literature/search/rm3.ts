import { TEXT_FIELD_COUNT } from './fields.js';
import { newDecodedDoc } from './forwardIndex.js';
import type { SearchIndex } from './searchIndex.js';
import type { ScoredDoc } from './topK.js';

/** RM3 pseudo-relevance feedback settings. */
export interface Rm3Params {
  /** Top documents of the first pass treated as relevant. */
  fbDocs: number;
  /** Expansion terms kept. */
  fbTerms: number;
  /** Share of the final query weight kept by the original query terms. */
  originalWeight: number;
}

/** Anserini's RM3 defaults (fbDocs 10, fbTerms 10, originalQueryWeight 0.5). */
export const DEFAULT_RM3: Rm3Params = { fbDocs: 10, fbTerms: 10, originalWeight: 0.5 };

function normalise(weights: Map<number, number>): Map<number, number> {
  let sum = 0;
  for (const w of weights.values()) sum += w;
  if (sum > 0) for (const [id, w] of weights) weights.set(id, w / sum);
  return weights;
}

/**
 * RM3 (Abdul-Jaleel et al., "UMass at TREC 2004"; Lv & Zhai, CIKM 2009): a relevance model
 * P(t|R) ∝ Σ_d P(t|d)·score(d) over the feedback documents' text fields, cut to the best
 * `fbTerms` terms and interpolated with the normalised original query weights.
 */
export function rm3Expand(
  index: SearchIndex,
  feedback: readonly ScoredDoc[],
  original: ReadonlyMap<number, number>,
  params: Rm3Params,
): Map<number, number> {
  const model = new Map<number, number>();
  const decoded = newDecodedDoc();
  for (const { doc, score } of feedback) {
    index.forward.decode(doc, decoded);
    let length = 0;
    for (let i = 0; i < decoded.length; i++) if (decoded.fields[i]! < TEXT_FIELD_COUNT) length++;
    for (let i = 0; i < decoded.length; i++) {
      const term = decoded.terms[i]!;
      if (decoded.fields[i]! >= TEXT_FIELD_COUNT || index.dict.terms[term]!.length < 2) continue;
      model.set(term, (model.get(term) ?? 0) + score / length);
    }
  }
  const expansion = normalise(new Map([...model].sort((a, b) => b[1] - a[1]).slice(0, params.fbTerms)));
  const combined = normalise(new Map(original));
  for (const [id, w] of combined) combined.set(id, w * params.originalWeight);
  for (const [id, w] of expansion) combined.set(id, (combined.get(id) ?? 0) + w * (1 - params.originalWeight));
  return combined;
}
