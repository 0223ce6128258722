import type { TermDictionary } from './termDictionary.js';
import { stemWord } from './tokenize.js';

/** Most expansions a prefix query scores (the most frequent terms win), as in Lucene's top-terms rewrite. */
const MAX_PREFIX_EXPANSIONS = 64;

/**
 * Term ids starting with the folded `prefix` — or with its stem, because index terms are
 * stemmed ("learning*" must reach "learn", "learner") — that occur in live documents.
 */
export function expandPrefix(dict: TermDictionary, prefix: string, limit = MAX_PREFIX_EXPANSIONS): number[] {
  const ids = new Set<number>();
  for (const key of new Set([prefix, stemWord(prefix)])) {
    for (const id of dict.sorted.withPrefix(key)) if (dict.docFreq(id) > 0) ids.add(id);
  }
  return [...ids].sort((a, b) => dict.docFreq(b) - dict.docFreq(a)).slice(0, limit);
}
