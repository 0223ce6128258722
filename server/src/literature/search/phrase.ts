import { TEXT_FIELD_COUNT } from './fields.js';
import type { DecodedDoc } from './forwardIndex.js';
import type { Postings } from './postings.js';

/** A phrase resolved to term ids with offsets from its first term. */
export interface PhraseIds {
  ids: number[];
  offsets: number[];
}

/**
 * Whether the decoded document holds the phrase inside one text field: every term at its
 * offset from some occurrence of the first term (stop-word gaps are kept in positions, so
 * "state of the art" matches only that wording).
 */
export function containsPhrase(doc: DecodedDoc, phrase: PhraseIds): boolean {
  const wanted = new Set(phrase.ids);
  const at = new Set<string>();
  const starts: number[] = [];
  for (let i = 0; i < doc.length; i++) {
    const field = doc.fields[i]!;
    const term = doc.terms[i]!;
    if (field >= TEXT_FIELD_COUNT || !wanted.has(term)) continue;
    at.add(`${field}:${doc.positions[i]}:${term}`);
    if (term === phrase.ids[0]) starts.push(i);
  }
  return starts.some((i) => {
    const field = doc.fields[i]!;
    const start = doc.positions[i]!;
    return phrase.ids.every((id, k) => at.has(`${field}:${start + phrase.offsets[k]!}:${id}`));
  });
}

/**
 * Documents holding every one of `ids` (in any field), by intersecting posting lists from the
 * shortest: the only documents worth decoding to verify a phrase.
 */
export function docsWithAll(postings: Postings, ids: readonly number[], docCount: number): number[] {
  const order = [...new Set(ids)].sort((a, b) => postings.count(a) - postings.count(b));
  if (order.length === 0) return [];
  let candidates: number[] = [];
  postings.forEach(order[0]!, (doc) => candidates.push(doc));
  const mark = new Uint8Array(docCount);
  for (const id of order.slice(1)) {
    for (const doc of candidates) mark[doc] = 1;
    postings.forEach(id, (doc) => {
      if (mark[doc] === 1) mark[doc] = 2;
    });
    candidates = candidates.filter((doc) => {
      const keep = mark[doc] === 2;
      mark[doc] = 0;
      return keep;
    });
  }
  return candidates;
}
