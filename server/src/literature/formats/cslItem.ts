import { isPaperYear } from '@inkstone/shared/api/papers';
import { doiAsWritten, normalizeArxivId, normalizeDoi } from '../identifiers.js';
import { emptyPaper, type Paper, type PaperAuthor, type PaperInput } from '../paper.js';
import { cslTypeOf, paperKind } from './cslType.js';
import { toCslReference } from './cslReference.js';
import { plainTitle } from './nocaseTitle.js';

/** A CSL-JSON name: structured, or one literal string (张三, an organisation). */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  suffix?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
}

/** The CSL-JSON fields Inkstone reads and writes (the rest of an imported item is ignored). */
export interface CslItem {
  id: string;
  type: string;
  'citation-key'?: string;
  title?: string;
  author?: CslName[];
  issued?: { 'date-parts'?: Array<Array<number | string>>; raw?: string; literal?: string };
  'container-title'?: string;
  'event-title'?: string;
  publisher?: string;
  number?: string;
  abstract?: string;
  DOI?: string;
  URL?: string;
  PMID?: string;
  keyword?: string;
  language?: string;
  [field: string]: unknown;
}

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/i;

function authorToCsl(author: PaperAuthor): CslName {
  return 'family' in author ? { family: author.family, given: author.given } : { literal: author.name };
}

const yearOfIssued = (issued: CslItem['issued']) => Number(issued?.['date-parts']?.[0]?.[0]);

// An author as the paper keeps it, to compare names: family and given, or the literal name.
const authorKey = (author: PaperAuthor) =>
  ('family' in author ? `${author.family}\u0000${author.given ?? ''}` : `\u0001${author.name}`).replace(/\s+/g, ' ');

/**
 * The authors as the reference was written (suffixes, particles) while they are still the paper's
 * authors; the paper's own list when they differ (the paper was changed since) or for references
 * stored before they kept authors.
 */
function authorsOf(paper: Paper): CslName[] {
  const written = paper.csl?.author ?? [];
  const asPaper = written.map(nameToAuthor).filter((author): author is PaperAuthor => author !== null);
  const isSame =
    asPaper.length === paper.authors.length &&
    asPaper.every((author, i) => authorKey(author) === authorKey(paper.authors[i]!));
  return isSame && written.length > 0 ? written : paper.authors.map(authorToCsl);
}

/** The DOI in its publisher's case when the reference's is the paper's DOI, else the paper's (lower case). */
function doiOf(paper: Paper): string | null {
  const written = doiAsWritten(paper.csl?.DOI);
  return written && written.toLowerCase() === paper.doi ? written : paper.doi;
}

/** The item's type: the stored reference's, else guessed from the venue and ids. */
const typeOf = (paper: Paper): string => paper.csl?.type ?? cslTypeOf(paperKind(paper));

/**
 * The CSL item of a paper: its stored reference (volume, issue, pages, editors …) with the paper's
 * own fields on top.
 */
export function paperToCsl(paper: Paper): CslItem {
  const stored = paper.csl ?? null;
  const item: CslItem = {
    ...stored,
    id: paper.bibkey,
    'citation-key': paper.bibkey,
    type: typeOf(paper),
    // The stored title's nocase marks apply while its text is still the paper's.
    title: stored?.title && plainTitle(stored.title) === paper.title ? stored.title : paper.title,
    author: authorsOf(paper),
  };
  if (paper.year !== null && yearOfIssued(stored?.issued) !== paper.year)
    item.issued = { 'date-parts': [[paper.year]] };
  if (paperKind(paper) === 'preprint' && !stored) {
    item.publisher = 'arXiv';
    item.number = `arXiv:${paper.arxivId}`;
  } else if (paper.venue && paper.venue !== stored?.['container-title'] && paper.venue !== stored?.['event-title']) {
    item['container-title'] = paper.venue;
  }
  if (paper.abstract) item.abstract = paper.abstract;
  const doi = doiOf(paper);
  if (doi) item.DOI = doi;
  else delete item.DOI;
  if (paper.url) item.URL = paper.url;
  if (paper.pmid) item.PMID = paper.pmid;
  if (paper.keywords.length > 0) item.keyword = paper.keywords.join(', ');
  if (paper.language) item.language = paper.language;
  return item;
}

function nameToAuthor(name: CslName): PaperAuthor | null {
  const literal = name.literal?.trim();
  if (literal) return { name: literal };
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ').trim();
  const given = [name.given, name['dropping-particle']].filter(Boolean).join(' ').trim();
  if (!family) return given ? { name: given } : null;
  return given ? { given, family } : { name: family };
}

function yearOf(issued: CslItem['issued']): number | null {
  const first = issued?.['date-parts']?.[0]?.[0];
  const year = Number(first ?? /\b(1[5-9]|20)\d\d\b/.exec(issued?.raw ?? issued?.literal ?? '')?.[0]);
  return isPaperYear(year) && year > 0 ? year : null;
}

function arxivIdOf(item: CslItem): string | null {
  const fromDoi = ARXIV_DOI.exec(item.DOI?.trim() ?? '')?.[1];
  const fromNumber = /arxiv:\s*(\S+)/i.exec(item.number ?? '')?.[1];
  const fromUrl = /arxiv\.org\/(?:abs|pdf)\/([^\s?#]+?)(?:\.pdf)?(?:[?#]|$)/i.exec(item.URL ?? '')?.[1];
  // Google Scholar's BibTeX: journal = {arXiv preprint arXiv:1810.04805}
  const fromVenue = /arxiv:\s*(\S+)/i.exec(item['container-title'] ?? '')?.[1];
  return normalizeArxivId(fromDoi ?? fromNumber ?? fromUrl ?? fromVenue ?? null);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : null;

/** The paper of an imported CSL item (no bibkey yet); null when it has no title. */
export function cslToPaper(item: CslItem): PaperInput | null {
  const title = text(plainTitle(typeof item.title === 'string' ? item.title : ''));
  if (!title) return null;
  const paper = emptyPaper(title);
  paper.authors = (item.author ?? []).map(nameToAuthor).filter((a): a is PaperAuthor => a !== null);
  paper.year = yearOf(item.issued);
  paper.venue = text(item['container-title']) ?? text(item['event-title']);
  paper.abstract = text(item.abstract);
  paper.doi = normalizeDoi(item.DOI);
  paper.arxivId = arxivIdOf(item);
  paper.pmid = text(item.PMID);
  paper.url = text(item.URL);
  paper.keywords = (text(item.keyword) ?? '')
    .split(/[,;]/)
    .map((k) => k.trim())
    .filter(Boolean);
  paper.language = text(item.language);
  const key = text(item['citation-key']) ?? text(String(item.id ?? ''));
  paper.sources = key ? [{ source: 'import', id: key }] : [];
  paper.csl = toCslReference(item);
  return paper;
}
