import type { ExtractedDocument } from '../types.js';
import { findAbstract } from './abstract.js';
import { findAuthors } from './authors.js';
import { findArxivIds, findDois, findYear, mostFrequent } from './identifiers.js';
import type { AuthorName } from './names.js';
import { findReferences, type ReferenceList } from './references.js';
import { findTitle } from './title.js';

/** What a document says about itself, read from its text and layout. */
export interface DocumentMetadata {
  title: string | null;
  /** As printed, in order, each with its family name. */
  authors: AuthorName[];
  year: number | null;
  /** Lower-case, without a resolver prefix. */
  doi: string | null;
  arxivId: string | null;
  abstract: string | null;
  references: ReferenceList | null;
}

/** How much of a document without pages counts as its front matter (where its own DOI is printed). */
const FRONT_CHARS = 5000;

/**
 * Reads title, authors, year, DOI, arXiv id, abstract and reference list from an extracted
 * document. The paper's own identifiers are looked for only where a paper prints them — the
 * first page and its running heads and margin stamps — never in the references.
 */
export function extractMetadata(doc: ExtractedDocument): DocumentMetadata {
  const { title, lines } = findTitle(doc);
  const front = frontMatter(doc);
  const furniture = doc.furniture.join('\n');
  const doi = mostFrequent(findDois(furniture)) ?? findDois(front)[0] ?? null;
  const arxivId = findArxivIds(furniture)[0] ?? findArxivIds(front)[0] ?? null;
  return {
    title,
    authors: findAuthors(doc, lines, title),
    year: findYear(`${front}\n${furniture}`, doc.info.creationDate),
    doi,
    arxivId,
    abstract: findAbstract(doc),
    references: findReferences(doc),
  };
}

function frontMatter(doc: ExtractedDocument): string {
  const first = doc.pages[0]?.text ?? '';
  const layout = doc.firstPageLines.map((l) => l.text).join('\n');
  if (doc.pages.length > 1 || doc.firstPageLines.length) return `${layout}\n${first}`;
  return first.slice(0, FRONT_CHARS);
}
