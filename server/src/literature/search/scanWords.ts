import { foldText, hasNonAscii } from '../asciiFold.js';
import { CJK_CLASS, emitCjkRun } from './cjk.js';
import { ensureCapacity } from './growable.js';
import { HASH_START, hashStep } from './wordTable.js';

/** `index` for document text, `query` for what a user typed (see emitCjkRun for the difference). */
export type AnalyzeMode = 'index' | 'query';

/** Receives each term (or word) with its position; stacked ones (compounds, CJK words) share a position. */
export type TermSink = (term: string, position: number) => void;

/**
 * Receives the words of a text: plain ASCII words as a slice of the text (possibly upper case:
 * the receiver lower-cases it when it needs the string; `hash` is already of the lower-case
 * form), all other words as folded strings.
 */
export interface WordSink {
  span: (text: string, start: number, end: number, hash: number, position: number) => void;
  word: (word: string, position: number) => void;
}

const WORD_CHAR = `[[\\p{L}\\p{N}\\p{M}]--[${CJK_CLASS}]]`;
const TOKEN_RE = new RegExp(`([${CJK_CLASS}]+)|(${WORD_CHAR}+(?:[\\-‐'’]${WORD_CHAR}+)*)`, 'gv');
const JOINER_RE = /[-‐'’]/;
const POSSESSIVE_RE = /['’]s$/;
const APOSTROPHE = 39;
const LETTER_S = 115;

/** ASCII letter (either case) or digit. `c | 32` lower-cases a letter and leaves a digit alone. */
const isAlnum = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57);
const isJoiner = (c: number): boolean => c === 45 || c === APOSTROPHE;

/** A word with hyphens or apostrophes: its parts, then the joined form at the first part's position. */
function emitWord(word: string, position: number, sink: TermSink): number {
  const parts = word.replace(POSSESSIVE_RE, '').split(JOINER_RE);
  parts.forEach((part, i) => sink(part, position + i));
  // "multi-hop" is also indexed as "multihop" so either spelling finds the other.
  if (parts.length > 1) sink(parts.join(''), position);
  return position + parts.length;
}

/** End of the run of letters, digits, joiners and non-ASCII characters starting at `i`. */
function chunkEnd(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 128 && !isAlnum(c) && !isJoiner(c)) break;
    i++;
  }
  return i;
}

/** The general (regex) path, for runs with non-ASCII characters. */
function scanChunk(chunk: string, isIndex: boolean, emit: TermSink, start: number): number {
  let position = start;
  for (const match of chunk.matchAll(TOKEN_RE)) {
    position =
      match[1] !== undefined ? emitCjkRun(match[1], position, isIndex, emit) : emitWord(match[0], position, emit);
  }
  return position;
}

/** [start, end, hash] of each ASCII part of the word being scanned (reused: scanning is synchronous). */
let parts = new Int32Array(3 * 16);
let partCount = 0;

/** Hash of the alphanumeric run starting at `i`; `runEnd` is set to where it ends. */
let runEnd = 0;
function hashRun(text: string, i: number): number {
  let hash = HASH_START;
  // Bounds are checked before each read: charCodeAt past the end is NaN, a double that would
  // make this loop fall back to slower, untyped arithmetic.
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (!isAlnum(c)) break;
    hash = hashStep(hash, c | 32);
    i++;
  }
  runEnd = i;
  return hash;
}

function pushPart(start: number, end: number, hash: number): void {
  if (3 * partCount + 3 > parts.length) parts = ensureCapacity(parts, 3 * partCount + 3, Int32Array);
  parts[3 * partCount] = start;
  parts[3 * partCount + 1] = end;
  parts[3 * partCount + 2] = hash;
  partCount++;
}

/** Emits the ASCII word in `parts` (dropping a possessive 's) like emitWord; returns the next position. */
function emitParts(text: string, sink: WordSink, position: number, endsWithApostropheS: boolean): number {
  const count = partCount - (endsWithApostropheS ? 1 : 0);
  for (let k = 0; k < count; k++) sink.span(text, parts[3 * k]!, parts[3 * k + 1]!, parts[3 * k + 2]!, position + k);
  if (count > 1) {
    let joined = '';
    for (let k = 0; k < count; k++) joined += text.slice(parts[3 * k], parts[3 * k + 1]);
    sink.word(joined.toLowerCase(), position);
  }
  return position + count;
}

/**
 * Splits text into words with positions, before stop-word removal and stemming: words of
 * spaced scripts, hyphenated compounds as parts plus the joined form, and CJK runs as
 * bigrams plus segmented words. ASCII words (most of any corpus) are found by this
 * hand-written scanner and handed over as slices, without a regex, a substring or a
 * lower-cased copy; runs with other characters go through the Unicode regex. Returns the next
 * free position.
 */
export function scanWords(text: string, mode: AnalyzeMode, sink: WordSink, start = 0): number {
  // Plain ASCII text is scanned as it is (the scanner folds case itself); anything else is
  // folded first, which costs a copy of the text.
  const folded = hasNonAscii(text) ? foldText(text) : text;
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
    const hash = hashRun(folded, i);
    i = runEnd;
    const next = i < length ? folded.charCodeAt(i) : 32;
    if (next < 128 && !isJoiner(next)) {
      sink.span(folded, wordStart, i, hash, position++); // the common case: a plain ASCII word
      continue;
    }
    partCount = 0;
    pushPart(wordStart, i, hash);
    let apostropheS = false;
    while (i + 1 < length && isJoiner(folded.charCodeAt(i)) && isAlnum(folded.charCodeAt(i + 1))) {
      const joiner = folded.charCodeAt(i);
      const partStart = i + 1;
      const partHash = hashRun(folded, partStart);
      i = runEnd;
      pushPart(partStart, i, partHash);
      apostropheS = joiner === APOSTROPHE && i === partStart + 1 && (folded.charCodeAt(partStart) | 32) === LETTER_S;
    }
    const after = i < length ? folded.charCodeAt(i) : 32;
    if (after >= 128 || (isJoiner(after) && i + 1 < length && folded.charCodeAt(i + 1) >= 128)) {
      i = chunkEnd(folded, i);
      position = scanChunk(folded.slice(wordStart, i), mode === 'index', sink.word, position);
    } else {
      position = emitParts(folded, sink, position, apostropheS);
    }
  }
  return position;
}
