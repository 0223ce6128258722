import { isBroadWord, isNameGeneric } from './genericTerms.js';
import { phraseWords } from './phraseWords.js';
import type { PaperWords } from './paperWords.js';
import type { Word, Words } from './textTerms.js';

/** The phrases one paper could lend a section name. */
export interface PaperPhrases {
  /** Phrase key (word keys joined by a space) → every written form in the paper. */
  forms: Map<string, string[]>;
  /** Keys of phrases in the title or the keywords: the author's own words for the topic. */
  headline: Set<string>;
}

/** Words of a candidate phrase, one-character Chinese fragments not counted. */
export const MIN_PHRASE_WORDS = 2;
export const MAX_PHRASE_WORDS = 4;

/** Whether the words are a phrase a name may use: no generic word, not broad words alone. */
function isNameable(words: readonly Word[]): boolean {
  const full = words.filter((w) => !w.isFragment);
  if (full.length < MIN_PHRASE_WORDS || full.length > MAX_PHRASE_WORDS) return false;
  return !words.some((w) => isNameGeneric(w)) && !full.every((w) => isBroadWord(w.key));
}

/**
 * English endings of adjectives and participles ("cross-sectional", "neural", "informative",
 * "supervised"): a phrase ending on one lacks its noun. Nouns ending so are rare in topic names.
 */
const MODIFIER_END_RE = /(?:ical|ional|ural|ous|ful|less|ive|ible|[^e]ed)$|(?<!^(?:t|c|vari))able$/;
/** Adverbs ("automatically", "jointly") start no topic name. */
const ADVERB_END_RE = /(?:ally|ively|ously|edly|ingly|ently|antly|tly)$/;

/** Chinese words the segmenter ends on a particle (现象|学的): a phrase stopping there is cut. */
const CHINESE_MODIFIER_END_RE = /[的地得之]$/u;

function isModifier(word: Word): boolean {
  if (word.isCjk) return CHINESE_MODIFIER_END_RE.test(word.surface);
  return MODIFIER_END_RE.test(word.surface.toLowerCase());
}

function isAdverb(word: Word): boolean {
  return !word.isCjk && ADVERB_END_RE.test(word.surface.toLowerCase());
}

function surfaceOf(words: readonly Word[]): string {
  return words.map((w, i) => (i > 0 && !(w.isCjk && words[i - 1]!.isCjk) ? ' ' : '') + w.surface).join('');
}

/**
 * Adds the text's candidate phrases: runs of 2–4 content words (stop words, numbers and
 * punctuation break them). A one-character Chinese fragment left by phraseWords belongs to
 * its neighbours (飞行|器), so a phrase never starts or ends on one beside a word, nor stops
 * before one; an English phrase does not end on a modifier ("unsupervised morphological").
 */
function addPhrases(content: Words, forms: Map<string, string[]>, keys?: Set<string>): void {
  const words = phraseWords(content);
  const limit = MAX_PHRASE_WORDS * 2;
  for (let start = 0; start < words.length; start++) {
    const first = words[start];
    if (!first || (first.isFragment && words[start - 1]) || isNameGeneric(first) || isAdverb(first)) continue;
    for (let end = start + 1; end < Math.min(words.length, start + limit); end++) {
      const last = words[end];
      if (!last || isNameGeneric(last)) break;
      const next = words[end + 1];
      if (next?.isFragment || (last.isFragment && next) || isModifier(last)) continue;
      const run = words.slice(start, end + 1) as Word[];
      if (!isNameable(run)) continue;
      const key = run.map((w) => w.key).join(' ');
      const seen = forms.get(key);
      if (seen) seen.push(surfaceOf(run));
      else forms.set(key, [surfaceOf(run)]);
      keys?.add(key);
    }
  }
}

/** The candidate phrases of a paper's title, keywords and abstract (paperWords). */
export function paperPhrases(paper: PaperWords): PaperPhrases {
  const forms = new Map<string, string[]>();
  const headline = new Set<string>();
  addPhrases(paper.title, forms, headline);
  for (const keyword of paper.keywords) addPhrases(keyword, forms, headline);
  addPhrases(paper.abstract, forms);
  return { forms, headline };
}
