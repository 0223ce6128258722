import { escapeLatex } from '@inkstone/shared/latex';
import { paperKind } from './cslType.js';
import type { Paper, PaperAuthor } from '../paper.js';

// citation-js's BibTeX writer drops abstracts, keywords and arXiv ids, and in its Unicode mode does
// not escape LaTeX specials (a title with "&" breaks the document); this writer keeps every field the
// paper model has, escapes specials and keeps other text as UTF-8 (biber, bibtexu and XeLaTeX read it).

/** Title with words that carry inner capitals (BERT, GPT-4, iPhone) braced so styles keep their case. */
function protectCase(title: string): string {
  return escapeLatex(title).replace(/(^|\s)([^\s{}]*[A-Z][^\s{}]*[A-Z][^\s{}]*|[a-z]+[A-Z][^\s{}]*)/g, '$1{$2}');
}

function authorField(author: PaperAuthor): string {
  // A literal name (张三, an organisation) is braced so BibTeX does not split it into given/family.
  return 'family' in author
    ? [author.family, author.given]
        .filter(Boolean)
        .map((part) => escapeLatex(part!))
        .join(', ')
    : `{${escapeLatex(author.name)}}`;
}

function entryType(paper: Paper): { type: string; venueField: string | null } {
  switch (paperKind(paper)) {
    case 'journal':
      return { type: 'article', venueField: 'journal' };
    case 'conference':
      return { type: 'inproceedings', venueField: 'booktitle' };
    default:
      return { type: 'misc', venueField: paper.venue ? 'howpublished' : null };
  }
}

/** One BibTeX entry for the paper, keyed by its bibkey. */
export function bibtexEntry(paper: Paper): string {
  const { type, venueField } = entryType(paper);
  const fields: Array<[string, string | null]> = [
    ['author', paper.authors.length > 0 ? paper.authors.map(authorField).join(' and ') : null],
    ['title', protectCase(paper.title)],
    [venueField ?? '', venueField && paper.venue ? escapeLatex(paper.venue) : null],
    ['year', paper.year === null ? null : String(paper.year)],
    ['doi', paper.doi],
    ['url', paper.url],
    ['eprint', paper.arxivId],
    ['archiveprefix', paper.arxivId ? 'arXiv' : null],
    ['pmid', paper.pmid],
    ['abstract', paper.abstract ? escapeLatex(paper.abstract) : null],
    ['keywords', paper.keywords.length > 0 ? escapeLatex(paper.keywords.join(', ')) : null],
    ['language', paper.language],
  ];
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[0]) && field[1] !== null)
    .map(([name, value]) => `  ${name} = {${value}},`);
  return `@${type}{${paper.bibkey},\n${body.join('\n')}\n}\n`;
}

/** The papers as one BibTeX file. */
export function writeBibtex(papers: readonly Paper[]): string {
  return papers.map(bibtexEntry).join('\n');
}
