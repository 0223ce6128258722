import { stemmer } from 'stemmer';
import { foldText, hasNonAscii } from '../asciiFold.js';
import { CJK_CLASS, emitCjkRun } from './cjk.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';

/** `index` for document text, `query` for what a user typed (see emitCjkRun for the difference). */
export type AnalyzeMode = 'index' | 'query';

/** Receives each term (or word) with its position; stacked ones (compounds, CJK words) share a position. */
export type TermSink = (term: string, position: number) => void;

const WORD_CHAR = `[[\\p{L}\\p{N}\\p{M}]--[${CJK_CLASS}]]`;
const TOKEN_RE = new RegExp(`([${CJK_CLASS}]+)|(${WORD_CHAR}+(?:[\\-‐'’]${WORD_CHAR}+)*)`, 'gv');
const ASCII_TOKEN_RE = /[a-z0-9]+(?:['-][a-z0-9]+)*/g;
const JOINER_RE = /[-‐'’]/;
const POSSESSIVE_RE = /['’]s$/;
const PLAIN_LATIN_RE = /^[a-z]+$/;

const TERM_CACHE_LIMIT = 200_000;
/** Folded word → index term ('' for a stop word); the vocabulary is small next to the text. */
const termCache = new Map<string, string>();

/** Porter stem of a folded word; words with digits or other scripts are kept whole. */
export function stemWord(word: string): string {
  return PLAIN_LATIN_RE.test(word) ? stemmer(word) : word;
}

/** The index term of one folded word, or null for a stop word. */
export function termOf(word: string): string | null {
  let term = termCache.get(word);
  if (term === undefined) {
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    term = ENGLISH_STOPWORDS.has(word) ? '' : stemWord(word);
    termCache.set(word, term);
  }
  return term === '' ? null : term;
}

/** Cheaper than a regex test on the hot path: most words have no hyphen or apostrophe. */
function hasJoiner(word: string): boolean {
  return word.includes('-') || word.includes("'") || word.includes('‐') || word.includes('’');
}

function emitWord(word: string, position: number, sink: TermSink): number {
  if (!hasJoiner(word)) {
    sink(word, position);
    return position + 1;
  }
  const parts = word.replace(POSSESSIVE_RE, '').split(JOINER_RE);
  parts.forEach((part, i) => sink(part, position + i));
  // "multi-hop" is also indexed as "multihop" so either spelling finds the other.
  if (parts.length > 1 && !process.env.NOCAT) sink(parts.join(''), position);
  return position + parts.length;
}

/**
 * Splits folded text into words with positions, before stop-word removal and stemming:
 * Latin-script (and other spaced scripts') words, hyphenated compounds as parts plus the
 * joined form, and CJK runs as bigrams plus segmented words. Returns the next free position.
 */
export function analyzeWords(text: string, mode: AnalyzeMode, sink: TermSink, start = 0): number {
  let position = start;
  const folded = foldText(text);
  if (!hasNonAscii(folded)) {
    for (const word of folded.match(ASCII_TOKEN_RE) ?? []) position = emitWord(word, position, sink);
    return position;
  }
  for (const match of folded.matchAll(TOKEN_RE)) {
    position =
      match[1] !== undefined
        ? emitCjkRun(match[1], position, mode === 'index', sink)
        : emitWord(match[0], position, sink);
  }
  return position;
}

/**
 * Splits text into search terms: lowercased, ASCII-folded, Snowball stop words removed,
 * Porter-stemmed English words; CJK runs as bigrams plus segmented words. Stop words still
 * take a position so phrase matching keeps the gaps. Returns the next free position.
 */
export function analyze(text: string, mode: AnalyzeMode, sink: TermSink, start = 0): number {
  return analyzeWords(
    text,
    mode,
    (word, position) => {
      const term = termOf(word);
      if (term !== null) sink(term, position);
    },
    start,
  );
}

/** The terms of a text in order (stacked terms included), for tests and query parsing. */
export function tokenize(text: string, mode: AnalyzeMode = 'query'): string[] {
  const terms: string[] = [];
  analyze(text, mode, (term) => terms.push(term));
  return terms;
}
