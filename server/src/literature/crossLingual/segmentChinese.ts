import { MAX_WORD_CHARS } from './bilingualDictionary.js';

/** What segmentation needs to know about words. */
export interface WordLookup {
  has(word: string): boolean;
  isTerm(word: string): boolean;
}

/** A terminology word is preferred over dictionary words that cover the same characters in as many pieces. */
const TERM_BONUS = 0.1;

/**
 * Splits a run of Chinese characters into dictionary words with the fewest pieces (dynamic
 * programming over every word the dictionary knows, up to MAX_WORD_CHARS characters), so
 * 大语言模型在机器翻译中的应用 → 大语言模型 / 在 / 机器翻译 / 中 / 的 / 应用. Unknown characters
 * stand alone; ties go to terminology entries (they name the field's concepts).
 */
export function segmentChinese(run: string, words: WordLookup): string[] {
  const chars = Array.from(run);
  const n = chars.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    if (cost[i] === Infinity) continue;
    let word = '';
    for (let j = i; j < Math.min(n, i + MAX_WORD_CHARS); j++) {
      word += chars[j];
      const isSingle = j === i;
      if (!isSingle && !words.has(word)) continue;
      const c = cost[i]! + 1 - (words.isTerm(word) ? TERM_BONUS : 0);
      if (c < cost[j + 1]!) {
        cost[j + 1] = c;
        from[j + 1] = i;
      }
    }
  }
  const pieces: string[] = [];
  for (let end = n; end > 0; end = from[end]!) pieces.push(chars.slice(from[end], end).join(''));
  return pieces.reverse();
}
