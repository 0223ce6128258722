import { scanWords, type AnalyzeMode } from '../../literature/search/scanWords.js';
import { ENGLISH_STOPWORDS } from '../../literature/search/stopwords.js';

const CJK = /\p{sc=Han}/u;

/**
 * The search terms of a text, by the literature index's own word scanner: words of spaced scripts
 * (lower-cased and accent-folded, hyphenated ones also joined) and CJK runs as bigrams; English stop
 * words left out. Each term is a PostgreSQL `simple` lexeme, so it can be neither empty nor contain
 * a quote or backslash.
 */
export function passageTerms(text: string, mode: AnalyzeMode): string[] {
  const terms: string[] = [];
  const add = (term: string) => {
    if (!ENGLISH_STOPWORDS.has(term)) terms.push(term);
  };
  scanWords(text, mode, {
    span: (source, start, end) => add(source.slice(start, end).toLowerCase()),
    word: (word) => add(word.toLowerCase()),
  });
  return terms.map((term) => term.replace(/['\\]/g, '')).filter(Boolean);
}

/**
 * The lexeme that marks a user's passages: "u" and the id's 32 hex digits, one word to PostgreSQL's
 * parser (punctuation would split it) and like no word of a text.
 */
export const ownerLexeme = (userId: string) => `u${userId.replaceAll('-', '')}`;

/** The text PostgreSQL turns into a passage's tsvector with the `simple` configuration, its owner first. */
export function indexedText(userId: string, text: string): string {
  return [ownerLexeme(userId), ...passageTerms(text, 'index')].join(' ');
}

/**
 * tsqueries of what a user typed over their own passages: `all` needs every term, `any` one of them
 * (for a question, whose wording rarely matches a passage's word for word). In a query, CJK dictionary words of three or
 * more characters are left out — the passage's own segmentation may have cut the run differently —
 * and its bigrams carry the match. Null when nothing searchable is left.
 */
export function queryOf(userId: string, query: string): { all: string; any: string } | null {
  const terms = [...new Set(passageTerms(query, 'query'))].filter(
    (term) => !(CJK.test(term) && Array.from(term).length >= 3),
  );
  if (terms.length === 0) return null;
  const quoted = terms.map((term) => `'${term}'`);
  const owner = `'${ownerLexeme(userId)}'`;
  return { all: `${owner} & ${quoted.join(' & ')}`, any: `${owner} & (${quoted.join(' | ')})` };
}
