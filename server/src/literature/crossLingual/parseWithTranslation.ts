import { parseQuery, type ParsedQuery } from '../search/queryParser.js';
import { chineseKeyText } from './chineseKeyText.js';
import { translatedTerms } from './translatedTerms.js';
import type { TranslationWeights } from './translationWeights.js';

const HAN_RE = /\p{sc=Han}/u;

/**
 * A query parsed for the search engine, with its cross-lingual terms when `translation` is given: a
 * Chinese query loses its stop words, gains the weighted English of its words, and its own Chinese
 * terms then count `original`; an English query gains the Chinese of its known phrases.
 */
export function parseWithTranslation(query: string, translation: TranslationWeights | false | undefined): ParsedQuery {
  if (!translation) return parseQuery(query);
  const parsed = parseQuery(chineseKeyText(query));
  const added = translatedTerms(query, translation);
  if (added.length > 0 && translation.original !== 1) {
    for (const t of parsed.terms) if (HAN_RE.test(t.term)) t.weight *= translation.original;
  }
  parsed.terms.push(...added);
  return parsed;
}
