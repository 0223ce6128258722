import { TEXT_FIELD_COUNT } from './fields.js';
import type { DecodedDoc } from './forwardIndex.js';

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
