import type { BilingualDictionary } from '../../literature/crossLingual/bilingualDictionary.js';
import { sharedDictionary } from '../../literature/crossLingual/dictionaryFiles.js';
import { segmentChinese } from '../../literature/crossLingual/segmentChinese.js';
import { genericWordIn } from './genericTerms.js';
import type { PhraseTranslator } from './groupText.js';

/** Longest run of English words looked up as one entry. */
const MAX_LOOKUP_WORDS = 5;

/** Acronyms and names in capitals ("BLEU", "COVID-19") stay as written in a Chinese name. */
const ACRONYM_RE = /^[\p{Lu}\d][\p{Lu}\d-]+$/u;
const HAN_ONLY_RE = /^\p{sc=Han}+$/u;

/** "embeddings" → "embedding": the lists hold singular headwords. */
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** A terminology word when there is one (they name the field's concepts), else the first listed. */
function preferTerm(dict: BilingualDictionary, chinese: readonly string[]): string | undefined {
  return chinese.find((zh) => dict.isTerm(zh)) ?? chinese[0];
}

function lookupEnglish(dict: BilingualDictionary, words: readonly string[]): readonly string[] {
  const exact = dict.chineseFor(words.join(' '));
  if (exact.length > 0) return exact;
  return dict.chineseFor([...words.slice(0, -1), singular(words.at(-1)!)].join(' '));
}

/**
 * An English phrase in Chinese: the whole phrase if a list has it ("machine translation" →
 * 机器翻译), else pieces found longest first, each a listed phrase of several words or a
 * terminology word; null when any word is left over. Single words of the general dictionary
 * are not composed: their first sense is often another field's ("mining" → 采矿).
 */
export function englishToChinesePhrase(phrase: string, dict: BilingualDictionary): string | null {
  const written = phrase.split(/\s+/).filter(Boolean);
  const words = written.map((w) => w.toLowerCase());
  const pieces: string[] = [];
  for (let i = 0; i < words.length;) {
    if (ACRONYM_RE.test(written[i]!)) {
      pieces.push(` ${written[i]!} `);
      i++;
      continue;
    }
    let found: { zh: string; n: number } | undefined;
    for (let n = Math.min(MAX_LOOKUP_WORDS, words.length - i); n >= 1 && !found; n--) {
      const chinese = lookupEnglish(dict, words.slice(i, i + n));
      const zh = n > 1 ? preferTerm(dict, chinese) : chinese.find((c) => dict.isTerm(c));
      if (zh) found = { zh, n };
    }
    if (!found) return null;
    pieces.push(found.zh);
    i += found.n;
  }
  return pieces.length > written.filter((w) => ACRONYM_RE.test(w)).length
    ? pieces.join('').replace(/ +/g, ' ').trim()
    : null;
}

/**
 * A Chinese phrase in English: its own entry if a list has one, else the English of its words
 * when each is a terminology word or has a single sense in the dictionary (新闻报道 → "news
 * report"; 无线传感器网络 stays untranslated, 网络 being "internet" first); null otherwise.
 */
export function chineseToEnglishPhrase(phrase: string, dict: BilingualDictionary): string | null {
  const whole = dict.senses(phrase)?.english[0];
  if (whole) return whole;
  if (!HAN_ONLY_RE.test(phrase)) return null;
  const english = segmentChinese(phrase, dict).map((word) => {
    const senses = dict.senses(word);
    return senses && (senses.origin === 'term' || senses.english.length === 1) ? senses.english[0] : undefined;
  });
  return english.every((e) => e !== undefined) ? english.join(' ') : null;
}

/**
 * The offline translator of section names (CC-CEDICT subset and terminology list, see
 * data/dictionary/ATTRIBUTION.md), never giving a translation with a generic word, or undefined
 * when the dictionary files are missing.
 */
export function dictionaryTranslator(dict = sharedDictionary()): PhraseTranslator | undefined {
  if (!dict) return undefined;
  return (phrase, to) => {
    const translated = to === 'zh' ? englishToChinesePhrase(phrase, dict) : chineseToEnglishPhrase(phrase, dict);
    // A word-for-word rendering can bring in a generic word (比较分析 → "comparative analysis"): the original stays alone.
    return translated !== null && genericWordIn(translated) === null ? translated : null;
  };
}

/**
 * dictionaryTranslator, with the dictionary read at the first phrase to translate (most
 * groupings need none: the papers are already in the UI's language).
 */
export const sharedPhraseTranslator: PhraseTranslator = (phrase, to) => dictionaryTranslator()?.(phrase, to) ?? null;
