import { stemmer } from 'stemmer';
import { scanWords, type AnalyzeMode, type TermSink } from './scanWords.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';

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

/** scanWords with every word as a string. */
function analyzeWords(text: string, mode: AnalyzeMode, sink: TermSink, start = 0): number {
  return scanWords(
    text,
    mode,
    { span: (t, s, e, _hash, position) => sink(t.slice(s, e).toLowerCase(), position), word: sink },
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
