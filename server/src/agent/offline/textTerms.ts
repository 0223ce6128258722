import { foldText } from '../../literature/asciiFold.js';
import { CJK_CLASS } from '../../literature/search/cjk.js';
import { termOf } from '../../literature/search/tokenize.js';

/** One term of a text: the index key (Porter stem or Chinese word) and the words as written. */
export interface TextTerm {
  /** Comparable form: stemmed English word, Chinese word, or two of those joined by a space. */
  key: string;
  /** Readable form for names and queries, as written in the text. */
  surface: string;
  /** Whether the term joins two adjacent words (a phrase such as "machine translation"). */
  isPhrase: boolean;
}

const WORD_CHAR = `[[\\p{L}\\p{N}]--[${CJK_CLASS}]]`;
/** A CJK run, a word (hyphens and apostrophes inside), or any other visible character (a break). */
const CHUNK_RE = new RegExp(`([${CJK_CLASS}]+)|(${WORD_CHAR}+(?:[\\-‐'’]${WORD_CHAR}+)*)|(\\S)`, 'gv');
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * One-character Chinese words that are grammar, not content. Other one-character words
 * (器 in 飞行|器, 运 in 水|运) are kept as fragments: they join phrases but are not terms alone.
 */
const CHINESE_PARTICLES = new Set(
  Array.from('的地得在和与及中了是对为等或把被从向于也都就而之其以有个这那我你他她它请吗呢吧啊将并由上下'),
);

/** Chinese function words the segmenter returns as words; like English stop words they break phrases. */
const CHINESE_STOPWORDS: ReadonlySet<string> = new Set(
  (
    '哪些 有哪些 关于 中的 之间 以及 对于 其中 一些 这些 那些 什么 如何 怎样 怎么 是否 可以 能够 一个 一种 ' +
    '我们 他们 本文 并且 或者 而且 但是 因为 所以 由于 为了 已经 还是 以上 以下 之一 等等 的是 上的 下的 ' +
    '请问 是什么 为什么 哪个 哪里 有关 相关的 方面的 关于的'
  ).split(' '),
);

/** A content word of a text. */
export interface Word {
  key: string;
  surface: string;
  /** Chinese words are written without a space between them. */
  isCjk: boolean;
  /** A one-character Chinese word: part of phrases, never a term alone. */
  isFragment: boolean;
}

/** Content words in order, null for a break (contentWords). */
export type Words = ReadonlyArray<Word | null>;

/**
 * The content words of a text in order; null marks a break (stop word, punctuation, a CJK
 * particle, a bare number unless `keepNumbers`).
 */
export function contentWords(text: string, keepNumbers = false): Array<Word | null> {
  const words: Array<Word | null> = [];
  for (const match of text.matchAll(CHUNK_RE)) {
    if (match[1] !== undefined) {
      for (const { segment, isWordLike } of segmenter.segment(match[1])) {
        const isFragment = Array.from(segment).length === 1;
        const isWord = isWordLike && !CHINESE_STOPWORDS.has(segment) && !CHINESE_PARTICLES.has(segment);
        words.push(isWord ? { key: segment, surface: segment, isCjk: true, isFragment } : null);
      }
    } else if (match[2] !== undefined) {
      const folded = foldText(match[2]);
      const key = !keepNumbers && /^\d+$/.test(folded) ? null : termOf(folded);
      words.push(key === null ? null : { key, surface: match[2], isCjk: false, isFragment: false });
    } else {
      words.push(null);
    }
  }
  return words;
}

/**
 * The terms of a text: every content word, plus each pair of adjacent content words as a
 * phrase (English "neural machine" / "machine translation"; Chinese "深度" + "学习" → "深度学习").
 * Stop words, numbers and punctuation break phrases. Takes the text or its contentWords.
 */
export function textTerms(text: string | Words): TextTerm[] {
  const words = typeof text === 'string' ? contentWords(text) : text;
  const terms: TextTerm[] = [];
  words.forEach((word, i) => {
    if (word === null) return;
    if (!word.isFragment) terms.push({ key: word.key, surface: word.surface, isPhrase: false });
    const next = words[i + 1];
    if (next) {
      const joiner = word.isCjk && next.isCjk ? '' : ' ';
      terms.push({ key: `${word.key} ${next.key}`, surface: word.surface + joiner + next.surface, isPhrase: true });
    }
  });
  return terms;
}
