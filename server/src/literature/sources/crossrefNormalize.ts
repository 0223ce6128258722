import { normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperAuthor, type PaperInput } from '../paper.js';
import { crossrefReference } from './sourceReferences.js';
import { collapseSpace } from './xml.js';

type DateParts = { 'date-parts'?: Array<Array<number | null>> } | null | undefined;

/** The fields of a Crossref work Inkstone reads (https://api.crossref.org/swagger-ui/index.html). */
export interface CrossrefWork {
  DOI: string;
  /** Crossref's type name (`journal-article`, `proceedings-article` …). */
  type?: string;
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  title?: string[];
  'container-title'?: string[];
  author?: Array<{ given?: string; family?: string; name?: string }>;
  abstract?: string;
  issued?: DateParts;
  'published-print'?: DateParts;
  'published-online'?: DateParts;
  published?: DateParts;
  'is-referenced-by-count'?: number;
  URL?: string;
  language?: string;
  subject?: string[];
  /** The work's reference list as deposited by its publisher; `DOI` only where matched. */
  reference?: Array<{ DOI?: string }>;
}

/** `/works` answers: one work (`message-type: work`) or a list (`work-list`). */
export interface CrossrefMessage<T> {
  status: string;
  'message-type': string;
  message: T;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of a Crossref abstract (JATS XML such as `<jats:sec><jats:title>Objective</jats:title>
 * <jats:p>…`, or HTML `<p>`): the leading "Abstract" heading dropped, section titles kept as
 * "Objective:", all tags stripped, entities decoded, whitespace collapsed.
 */
export function jatsToText(jats: string | undefined): string | null {
  if (!jats) return null;
  const text = jats
    .replace(/^\s*<jats:title>\s*Abstract\s*<\/jats:title>/i, '')
    .replace(/<jats:title>([\s\S]*?)<\/jats:title>/g, ' $1: ')
    .replace(/<\/?[a-z][\w:-]*[^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? all;
    });
  return collapseSpace(text).replace(/\s+([:.,;])/g, '$1') || null;
}

/** The first year of the earliest of Crossref's dates: issued, then print, online, published. */
export function crossrefYear(work: CrossrefWork): number | null {
  for (const date of [work.issued, work['published-print'], work['published-online'], work.published]) {
    const year = date?.['date-parts']?.[0]?.[0];
    if (typeof year === 'number') return year;
  }
  return null;
}

/** A Crossref work in the shared paper model. */
export function fromCrossrefWork(work: CrossrefWork): PaperInput {
  const doi = normalizeDoi(work.DOI);
  const authors: PaperAuthor[] = (work.author ?? []).flatMap((a): PaperAuthor[] => {
    if (a.family) return [a.given ? { given: a.given, family: a.family } : { name: a.family }];
    return a.name ? [{ name: a.name }] : [];
  });
  return {
    ...emptyPaper(collapseSpace(work.title?.[0] ?? '')),
    authors,
    year: crossrefYear(work),
    venue: work['container-title']?.[0] ?? null,
    abstract: jatsToText(work.abstract),
    doi,
    url: work.URL ?? (doi ? `https://doi.org/${doi}` : null),
    // Crossref's `link` entries are publisher full-text links (often paywalled), not open-access PDFs.
    pdfUrl: null,
    citationCount: work['is-referenced-by-count'] ?? null,
    language: work.language ?? null,
    keywords: work.subject ?? [],
    sources: doi ? [{ source: 'crossref', id: doi }] : [],
    csl: crossrefReference(work as unknown as Record<string, unknown>),
  };
}
