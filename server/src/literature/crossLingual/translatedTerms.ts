import type { QueryTerm } from '../search/queryParser.js';
import { analyze } from '../search/tokenize.js';
import type { BilingualDictionary } from './bilingualDictionary.js';
import { sharedDictionary } from './dictionaryFiles.js';
import { englishToChinese } from './reverseLookup.js';
import { hasChinese, translateChinese, type WeightedPhrase } from './translateChinese.js';
import { DEFAULT_TRANSLATION_WEIGHTS, type TranslationWeights } from './translationWeights.js';

/** Same discount as the query parser gives a term stacked on another's position (a joined compound). */
const STACKED_FACTOR = 0.5;

/**
 * What a query adds in the other language: a query with Chinese gets the English of its Chinese
 * words (the English corpus and sources), an English query the Chinese of its known phrases
 * (Chinese records).
 */
export function crossLingualPhrases(
  query: string,
  dict: BilingualDictionary,
  weights: TranslationWeights = DEFAULT_TRANSLATION_WEIGHTS,
): WeightedPhrase[] {
  if (hasChinese(query)) return translateChinese(query, dict, weights).flatMap((w) => w.english);
  return englishToChinese(query, dict, weights);
}

/**
 * The cross-lingual phrases as weighted index terms, analysed like query text; empty when the
 * shipped dictionary is missing.
 */
export function translatedTerms(
  query: string,
  weights: TranslationWeights = DEFAULT_TRANSLATION_WEIGHTS,
  dict: BilingualDictionary | null = sharedDictionary(),
): QueryTerm[] {
  if (!dict) return [];
  const terms: QueryTerm[] = [];
  for (const { text, weight } of crossLingualPhrases(query, dict, weights)) {
    let furthest = -1;
    analyze(text, 'query', (term, position) => {
      terms.push({ term, weight: position <= furthest ? weight * STACKED_FACTOR : weight });
      furthest = Math.max(furthest, position);
    });
  }
  return terms;
}
