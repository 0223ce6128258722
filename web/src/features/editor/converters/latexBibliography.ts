import { escapeLatex } from '@inkstone/shared/latex';
import type { NoteCitations } from '../citations/noteCitations';
import { latexKey, latexUrl } from './toLatex';

// Numeric styles start each entry with its number: "[1] …" (IEEE, GB/T 7714) or "1. …" (Vancouver).
const NUMBER_PREFIX = /^\s*(?:\[(\d+)\]|(\d+)\.)\s*/;
const YEAR = /(?<!\d)(?:1[5-9]|20)\d\d[a-z]?(?!\d)/;
// The first author as author-date entries begin: up to the first comma or full stop, either script.
const FIRST_AUTHOR = /^\s*([^,.(（，。]{1,40})[,.(（，。]/;
// A URL ends before trailing punctuation of the sentence around it.
const URL = /(https?:\/\/\S*[^\s.,;:)\]。，；）])/;

/** Entry text with its URLs as `\url` (they break across lines there) and the rest escaped. */
function entryText(text: string): string {
  return text
    .split(URL)
    .map((part, index) => (index % 2 === 1 ? `\\url{${latexUrl(part)}}` : escapeLatex(part)))
    .join('');
}

/** "Smith, 2020" from an author-date entry; null when its first author or year cannot be found. */
function authorYear(text: string): string | null {
  const author = FIRST_AUTHOR.exec(text)?.[1]?.trim();
  const year = YEAR.exec(text)?.[0];
  return author && year ? `${author}, ${year}` : null;
}

/**
 * Inkstone's bibliography as `thebibliography`, so the PDF shows the note's own style and every
 * `\cite` resolves without BibTeX (refs.bib is there for a journal's own style). Numeric entries keep
 * Inkstone's numbers as their labels, so `\cite` prints the numbers the editor shows; author-date
 * entries are labelled "Author, Year" from their text (an entry where neither is found is numbered).
 * `heading` titles it (参考文献 for a Chinese document, as the other exports do).
 */
export function latexBibliography(citations: NoteCitations, heading: string): string {
  if (citations.bibliography.length === 0) return '';
  const items = citations.bibliography.map(({ bibkey, text }) => {
    const number = citations.isNumeric ? NUMBER_PREFIX.exec(text) : null;
    const rest = number ? text.slice(number[0].length) : text;
    const label = number ? (number[1] ?? number[2]) : citations.isNumeric ? null : authorYear(text);
    return { label: label ? escapeLatex(label) : null, line: `{${latexKey(bibkey)}} ${entryText(rest)}` };
  });
  // thebibliography's argument only sets the label column's width: the widest label.
  const widest = items.reduce((wide, { label }) => (label && label.length > wide.length ? label : wide), '99');
  return [
    `\\renewcommand{\\refname}{${escapeLatex(heading)}}`,
    `\\begin{thebibliography}{${widest}}`,
    // Braces keep a `]` in a label inside the optional argument.
    ...items.map(({ label, line }) => `\\bibitem${label ? `[{${label}}]` : ''}${line}`),
    '\\end{thebibliography}',
  ].join('\n');
}
