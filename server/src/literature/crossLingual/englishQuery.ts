import type { BilingualDictionary } from './bilingualDictionary.js';
import { sharedDictionary } from './dictionaryFiles.js';
import { hasChinese, translateChinese } from './translateChinese.js';

const HAN_RUN = /\p{sc=Han}+/gu;

/**
 * A Chinese query as a keyword query for the live sources, which index English: each Chinese run
 * becomes the usual English of its words (the terminology's form, or the dictionary's first sense),
 * in order, stop words and untranslatable words left out; Latin names and acronyms stay where they
 * are: "大语言模型在机器翻译中的应用" → "large language model machine translation application". Null
 * for a query without Chinese or when nothing could be translated.
 */
export function englishQuery(query: string, dict: BilingualDictionary | null = sharedDictionary()): string | null {
  if (!dict || !hasChinese(query)) return null;
  let translated = 0;
  const text = query.replace(HAN_RUN, (run) => {
    const words = translateChinese(run, dict).flatMap(({ english }) => {
      const first = english[0];
      return first ? [first.text] : [];
    });
    translated += words.length;
    return ` ${words.join(' ')} `;
  });
  // Question marks, brackets and Chinese punctuation would be read as query syntax or noise; hyphens stay.
  const clean = text.replace(/[\s\p{Ps}\p{Pe}\p{Po}]+/gu, ' ').trim();
  // A Chinese term glossed in brackets (对比学习（contrastive learning）) would otherwise be asked for twice.
  const seen = new Set<string>();
  const words = clean.split(' ').filter((w) => !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
  return translated > 0 && words.length > 0 ? words.join(' ') : null;
}
