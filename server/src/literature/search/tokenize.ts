import { stemmer } from 'stemmer';
import { foldText } from '../asciiFold.js';
import { CJK_CLASS, emitCjkRun } from './cjk.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import { HASH_START, hashStep } from './wordTable.js';

/** `index` for document text, `query` for what a user typed (see emitCjkRun for the difference). */
export type AnalyzeMode = 'index' | 'query';

/** Receives each term (or word) with its position; stacked ones (compounds, CJK words) share a position. */
export type TermSink = (term: string, position: number) => void;

const WORD_CHAR = `[[\\p{L}\\p{N}\\p{M}]--[${CJK_CLASS}]]`;
const TOKEN_RE = new RegExp(`([${CJK_CLASS}]+)|(${WORD_CHAR}+(?:[\\-‐'’]${WORD_CHAR}+)*)`, 'gv');
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

function emitWord(word: string, position: number, sink: TermSink): number {
  const parts = word.replace(POSSESSIVE_RE, '').split(JOINER_RE);
  parts.forEach((part, i) => sink(part, position + i));
  // "multi-hop" is also indexed as "multihop" so either spelling finds the other.
  if (parts.length > 1) sink(parts.join(''), position);
  return position + parts.length;
}

/** Receives the words of a text: plain words as a slice of the folded text, others as strings. */
export interface WordSink {
  span: (text: string, start: number, end: number, hash: number, position: number) => void;
  word: (word: string, position: number) => void;
}

const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isJoiner = (c: number): boolean => c === 45 || c === 39;

/** End of the run of letters, digits, joiners and non-ASCII characters starting at `i`. */
function chunkEnd(text: string, i: number): number {
  for (
    let c = text.charCodeAt(i);
    i < text.length && (c >= 128 || isAlnum(c) || isJoiner(c));
    c = text.charCodeAt(++i)
  );
  return i;
}

/** The general (regex) path, for text with non-ASCII characters. */
function scanChunk(chunk: string, isIndex: boolean, emit: TermSink, start: number): number {
  let position = start;
  for (const match of chunk.matchAll(TOKEN_RE)) {
    position =
      match[1] !== undefined ? emitCjkRun(match[1], position, isIndex, emit) : emitWord(match[0], position, emit);
  }
  return position;
}

/**
 * Splits text into words with positions, before stop-word removal and stemming: words of
 * spaced scripts, hyphenated compounds as parts plus the joined form, and CJK runs as
 * bigrams plus segmented words. Plain ASCII words (most of any corpus) are found by a
 * hand-written scanner and handed over as slices, without a regex or a substring; runs with
 * other characters go through the Unicode regex. Returns the next free position.
 */
export function scanWords(text: string, mode: AnalyzeMode, sink: WordSink, start = 0): number {
  const folded = foldText(text);
  const isIndex = mode === 'index';
  const length = folded.length;
  let position = start;
  let i = 0;
  while (i < length) {
    const c = folded.charCodeAt(i);
    if (c < 128 && !isAlnum(c)) {
      i++;
      continue;
    }
    const wordStart = i;
    let hash = HASH_START;
    for (let d = c; i < length && isAlnum(d); d = folded.charCodeAt(++i)) hash = hashStep(hash, d);
    const next = i < length ? folded.charCodeAt(i) : 32;
    const afterJoiner = i + 1 < length ? folded.charCodeAt(i + 1) : 32;
    if (next >= 128 || (isJoiner(next) && (afterJoiner >= 128 || isAlnum(afterJoiner)))) {
      i = chunkEnd(folded, i);
      position = scanChunk(folded.slice(wordStart, i), isIndex, sink.word, position);
    } else {
      sink.span(folded, wordStart, i, hash, position++);
    }
  }
  return position;
}

/** scanWords with every word as a string. */
export function analyzeWords(text: string, mode: AnalyzeMode, sink: TermSink, start = 0): number {
  return scanWords(
    text,
    mode,
    { span: (t, s, e, _hash, position) => sink(t.slice(s, e), position), word: sink },
    start,
  );
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
