import { sharedDictionary } from './dictionaryFiles.js';
import type { BilingualDictionary } from './bilingualDictionary.js';
import { CHINESE_STOP_WORDS } from './chineseStopWords.js';
import { segmentChinese } from './segmentChinese.js';

const HAN_RUN = /\p{sc=Han}+/gu;

/**
 * The query with its Chinese stop words (的, 在, 中, 哪些, 研究 …) replaced by spaces, so the
 * engine's bigrams no longer join them to the topic words: 大语言模型在机器翻译中的应用 is searched
 * as 大语言模型 / 机器翻译 / 应用, and titles of the pattern "X在Y中的应用" stop matching on 中的, 的应.
 * Unchanged without the dictionary or when nothing else would be left.
 */
export function chineseKeyText(query: string, dict: BilingualDictionary | null = sharedDictionary()): string {
  if (!dict) return query;
  const stripped = query.replace(HAN_RUN, (run) =>
    segmentChinese(run, dict)
      .map((word) => (CHINESE_STOP_WORDS.has(word) ? ' ' : word))
      .join(''),
  );
  return stripped.replace(HAN_RUN, '') === stripped ? query : stripped;
}
