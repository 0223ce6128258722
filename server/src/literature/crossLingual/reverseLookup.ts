import { MAX_ENGLISH_WORDS, type BilingualDictionary } from './bilingualDictionary.js';
import type { WeightedPhrase } from './translateChinese.js';
import { DEFAULT_TRANSLATION_WEIGHTS, type TranslationWeights } from './translationWeights.js';

/** English words that never stand alone as a phrase to translate. */
const ENGLISH_STOP = new Set(
  'a an the of in on for to and or with by from at as is are be this that which what how who we our their its'.split(
    ' ',
  ),
);

/** Plural s dropped, so "large language models" finds "large language model". */
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function lookup(dict: BilingualDictionary, words: readonly string[]): readonly string[] {
  const exact = dict.chineseFor(words.join(' '));
  return exact.length > 0 ? exact : dict.chineseFor(words.map(singular).join(' '));
}

/**
 * Chinese counterparts of the English phrases in a query (longest phrases first, not overlapping),
 * so an English topic also reaches Chinese records: "machine translation for low-resource
 * languages" → 机器翻译, 低资源语言. Each phrase's Chinese words share the reverse weight.
 */
export function englishToChinese(
  query: string,
  dict: BilingualDictionary,
  weights: TranslationWeights = DEFAULT_TRANSLATION_WEIGHTS,
): WeightedPhrase[] {
  const words = query.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? [];
  const out: WeightedPhrase[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(MAX_ENGLISH_WORDS, words.length - i); n >= 1 && matched === 0; n--) {
      if (n === 1 && ENGLISH_STOP.has(words[i]!)) break;
      const chinese = lookup(dict, words.slice(i, i + n));
      if (chinese.length === 0) continue;
      for (const text of chinese) out.push({ text, weight: weights.reverse / chinese.length });
      matched = n;
    }
    i += Math.max(matched, 1);
  }
  return out;
}
