import type { BilingualDictionary } from './bilingualDictionary.js';
import { CHINESE_STOP_WORDS } from './chineseStopWords.js';
import { segmentChinese } from './segmentChinese.js';
import { DEFAULT_TRANSLATION_WEIGHTS, type TranslationWeights } from './translationWeights.js';

/** Text to search for and how much it counts (1 = a word the user typed). */
export interface WeightedPhrase {
  text: string;
  weight: number;
}

/** One Chinese word of a query and its English forms (none for stop words and unknown words). */
export interface TranslatedWord {
  chinese: string;
  english: WeightedPhrase[];
}

const HAN_RUN = /\p{sc=Han}+/gu;

/** The English forms of one segmented word, weighted by where they come from and how many there are. */
function translateWord(word: string, dict: BilingualDictionary, weights: TranslationWeights): WeightedPhrase[] {
  if (CHINESE_STOP_WORDS.has(word)) return [];
  const senses = dict.senses(word);
  if (!senses) return [];
  const total =
    senses.origin === 'term' ? weights.term : weights.dict * (Array.from(word).length === 1 ? weights.singleChar : 1);
  const english = senses.origin === 'term' ? senses.english : senses.english.slice(0, weights.maxSenses);
  // Several senses share the word's weight: a word does not count more for being ambiguous.
  return english.map((text) => ({ text, weight: total / english.length }));
}

/**
 * The Chinese words of a query (every run of Han characters, segmented) with their English
 * translations. Latin names, acronyms and glosses in the query are left to the search itself.
 */
export function translateChinese(
  query: string,
  dict: BilingualDictionary,
  weights: TranslationWeights = DEFAULT_TRANSLATION_WEIGHTS,
): TranslatedWord[] {
  const words: TranslatedWord[] = [];
  for (const [run] of query.matchAll(HAN_RUN)) {
    for (const chinese of segmentChinese(run, dict)) {
      words.push({ chinese, english: translateWord(chinese, dict, weights) });
    }
  }
  return words;
}

/** Whether a query has Chinese characters to translate. */
export function hasChinese(query: string): boolean {
  return /\p{sc=Han}/u.test(query);
}
