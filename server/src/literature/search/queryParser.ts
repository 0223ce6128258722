import { isRequest, isRequestTerm } from './boilerplate.js';
import { foldText } from '../asciiFold.js';
import { analyze } from './tokenize.js';

/** One term of a phrase and its position relative to the phrase's first term. */
export interface PhraseTerm {
  term: string;
  offset: number;
}

/** A search query broken into its parts. */
export interface ParsedQuery {
  /** Analysed free-text and phrase terms in query order, repeats kept (they add weight). */
  terms: string[];
  /** Quoted phrases that must appear (in title, abstract or keywords). */
  phrases: PhraseTerm[][];
  /** Folded word prefixes written as `foo*`. */
  prefixes: string[];
}

const PHRASE_RE = /"([^"]*)"/g;
const PREFIX_RE = /(?<=^|\s)([\p{L}\p{N}][\p{L}\p{N}-]*)\*(?=\s|$)/gu;

function analyzePhrase(text: string): PhraseTerm[] {
  const phrase: PhraseTerm[] = [];
  let first = -1;
  analyze(text, 'query', (term, position) => {
    if (first < 0) first = position;
    phrase.push({ term, offset: position - first });
  });
  return phrase;
}

/**
 * Parses a query: `"exact phrase"`, `prefix*`, and free text. Free text phrased as a request
 * ("Could you recommend papers on …") loses its request words unless nothing else is left.
 */
export function parseQuery(input: string): ParsedQuery {
  const phrases: PhraseTerm[][] = [];
  const prefixes: string[] = [];
  const rest = input
    .replace(PHRASE_RE, (_, text: string) => {
      const phrase = analyzePhrase(text);
      if (phrase.length > 0) phrases.push(phrase);
      return ' ';
    })
    .replace(PREFIX_RE, (_, word: string) => {
      prefixes.push(foldText(word));
      return ' ';
    });
  const free: string[] = [];
  analyze(rest, 'query', (term) => free.push(term));
  const content = isRequest(input) ? free.filter((term) => !isRequestTerm(term)) : free;
  const terms = content.length > 0 ? content : free;
  for (const phrase of phrases) for (const { term } of phrase) terms.push(term);
  return { terms, phrases, prefixes };
}
