import { isRequest, isRequestTerm } from './boilerplate.js';
import { foldText } from '../asciiFold.js';
import { analyze } from './tokenize.js';

/** One term of a phrase and its position relative to the phrase's first term. */
export interface PhraseTerm {
  term: string;
  offset: number;
}

/** A query term and its weight (repeats of a term add up). */
export interface QueryTerm {
  term: string;
  weight: number;
}

/**
 * Weight of a term stacked on another's position: the joined form of a hyphenated compound
 * ("multihop" beside "multi hop") or a CJK word beside its bigrams. It is an alternative
 * spelling of the same concept, so it does not count as a full extra term.
 */
const STACKED_TERM_WEIGHT = 0.5;

/** A search query broken into its parts. */
export interface ParsedQuery {
  /** Analysed free-text and phrase terms in query order. */
  terms: QueryTerm[];
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

function analyzeFreeText(text: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  let furthest = -1;
  analyze(text, 'query', (term, position) => {
    terms.push({ term, weight: position <= furthest ? STACKED_TERM_WEIGHT : 1 });
    furthest = Math.max(furthest, position);
  });
  return terms;
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
  const free = analyzeFreeText(rest);
  const content = isRequest(input) ? free.filter(({ term }) => !isRequestTerm(term)) : free;
  const terms = content.length > 0 ? content : free;
  for (const phrase of phrases) for (const { term } of phrase) terms.push({ term, weight: 1 });
  return { terms, phrases, prefixes };
}
