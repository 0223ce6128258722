import { foldText } from '../asciiFold.js';
import { stemWord } from './tokenize.js';

/**
 * Words of a research request that name the act of asking or the kind of document wanted,
 * not the topic ("Could you provide me some studies that …", "Which papers …"). Only
 * removed from queries phrased as a request, never from documents.
 */
const REQUEST_WORDS = [
  // asking
  'provide recommend suggest point direct give tell show find search looking look interested want like wish',
  'know please help share list name refer pointer pointers anyone somebody someone',
  // the kind of document wanted
  'paper papers study studies research researches work works article articles literature publication',
  'publications reference references',
  // what the wanted work did, in the generic verbs requests use ("which study introduced …")
  'explore explores explored investigate investigates investigated examine examines examined discuss',
  'discusses discussed focus focuses focused focusing propose proposes proposed introduce introduces',
  'introduced present presents demonstrate demonstrates highlight address tackle mention mentions',
  'mentioned recent prior previous existing relevant',
]
  .join(' ')
  .split(' ');

/** First words that mark a sentence-style request rather than a keyword query. */
const REQUEST_OPENERS = new Set(
  'could can would will which what who whom where when how are is do does did any i im please find show give list recommend suggest looking in'.split(
    ' ',
  ),
);

/** Keyword queries are short; anything this long is treated as a sentence. */
const SENTENCE_MIN_WORDS = 8;

const REQUEST_TERMS: ReadonlySet<string> = new Set(REQUEST_WORDS.map(stemWord));

/** Whether the query text reads as a natural-language request (a question or an ask). */
export function isRequest(text: string): boolean {
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return false;
  return /\?\s*$/.test(text) || REQUEST_OPENERS.has(words[0]!) || words.length >= SENTENCE_MIN_WORDS;
}

/** Whether a (stemmed) query term is request boilerplate. */
export function isRequestTerm(term: string): boolean {
  return REQUEST_TERMS.has(term);
}
