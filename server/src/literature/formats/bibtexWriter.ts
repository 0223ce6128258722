import { escapeLatex } from '@inkstone/shared/latex';
import type { CslDateDto } from '@inkstone/shared/api/cslReference';
import { biblatexDate, biblatexName, biblatexType, referenceFields } from './bibtexFields.js';
import { paperToCsl, type CslItem } from './cslItem.js';
import { nocasePieces } from './nocaseTitle.js';
import type { Paper } from '../paper.js';

// citation-js's BibTeX writer drops abstracts, keywords and arXiv ids, reads a book back as software,
// and in its Unicode mode does not escape LaTeX specials (a title with "&" breaks the document); this
// writer keeps every field the paper and its reference have, escapes specials and keeps other text as
// UTF-8 (biber, bibtexu and XeLaTeX read it).

/** Title with words that carry inner capitals (BERT, GPT-4, iPhone) braced so styles keep their case. */
function protectCase(title: string): string {
  return escapeLatex(title).replace(/(^|\s)([^\s{}]*[A-Z][^\s{}]*[A-Z][^\s{}]*|[a-z]+[A-Z][^\s{}]*)/g, '$1{$2}');
}

/** The title with its nocase parts braced, and words with inner capitals braced as protectCase does. */
function bibtexTitle(title: string): string {
  return nocasePieces(title)
    .map(([text, isNocase]) => (isNocase ? `{${escapeLatex(text)}}` : protectCase(text)))
    .join('');
}

/** `date` when the reference knows more than the year (month, day, a range), else `year`. */
function dateField(item: CslItem): [string, string | null] {
  const parts = item.issued?.['date-parts'];
  const isYearOnly = parts?.length === 1 && parts[0]!.length === 1;
  if (!parts || isYearOnly) return ['year', parts ? String(parts[0]![0]) : null];
  return ['date', biblatexDate(item.issued as CslDateDto)];
}

/** One BibTeX (biblatex) entry for the paper, keyed by its bibkey, with every reference field it has. */
export function bibtexEntry(paper: Paper): string {
  const item = paperToCsl(paper);
  const { type, subtype } = biblatexType(item.type);
  const fields: Array<[string, string | null]> = [
    ['entrysubtype', subtype],
    // As written: `Sodeman, Jr., William A.`; a literal name (张三, an organisation) braced whole.
    ['author', item.author?.length ? item.author.map((name) => biblatexName(name, escapeLatex)).join(' and ') : null],
    ['title', bibtexTitle(item.title ?? paper.title)],
    ...referenceFields(item, escapeLatex),
    dateField(item),
    ['doi', item.DOI ?? null],
    ['url', paper.url],
    ['eprint', paper.arxivId],
    ['archiveprefix', paper.arxivId ? 'arXiv' : null],
    ['pmid', paper.pmid],
    ['abstract', paper.abstract ? escapeLatex(paper.abstract) : null],
    ['keywords', paper.keywords.length > 0 ? escapeLatex(paper.keywords.join(', ')) : null],
    ['language', paper.language],
  ];
  const body = fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([name, value]) => `  ${name} = {${value}},`);
  return `@${type}{${paper.bibkey},\n${body.join('\n')}\n}\n`;
}

/** The papers as one BibTeX file. */
export function writeBibtex(papers: readonly Paper[]): string {
  return papers.map(bibtexEntry).join('\n');
}
