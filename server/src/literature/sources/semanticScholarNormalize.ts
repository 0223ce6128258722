import { parseAuthorName } from '../authorName.js';
import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import type { CslReference } from '@inkstone/shared/api/cslReference';
import { toCslReference } from '../formats/cslReference.js';
import { emptyPaper, type PaperInput } from '../paper.js';

/** The Semantic Scholar paper fields Inkstone requests (https://api.semanticscholar.org/api-docs/graph). */
export const S2_FIELDS =
  'paperId,externalIds,title,abstract,venue,year,authors,citationCount,openAccessPdf,url,journal';

/** A Semantic Scholar paper record; every field may be missing when not requested. */
export interface S2Paper {
  paperId?: string | null;
  externalIds?: { DOI?: string; ArXiv?: string; PubMed?: string; [k: string]: unknown } | null;
  title?: string | null;
  abstract?: string | null;
  venue?: string | null;
  journal?: { name?: string; volume?: string; pages?: string } | null;
  year?: number | null;
  authors?: Array<{ name?: string | null }> | null;
  citationCount?: number | null;
  openAccessPdf?: { url?: string | null } | null;
  url?: string | null;
}

/** A page of `/paper/search`, `/paper/{id}/references` or `/paper/{id}/citations`. */
export interface S2Page<T> {
  total?: number;
  data?: T[];
}

/** A journal's volume and pages make a journal article; without them the type is left to the venue. */
function s2Reference(journal: S2Paper['journal']): CslReference | null {
  const volume = journal?.volume?.trim();
  const page = journal?.pages?.replace(/\s+/g, '');
  if (!volume && !page) return null;
  return toCslReference({ type: 'article-journal', volume, page });
}

/** A Semantic Scholar paper in the shared paper model. */
export function fromS2Paper(p: S2Paper): PaperInput {
  const ids = p.externalIds ?? {};
  const venue = p.venue?.trim() || p.journal?.name?.trim() || null;
  return {
    ...emptyPaper((p.title ?? '').replace(/\s+/g, ' ').trim()),
    authors: (p.authors ?? [])
      .map((a) => a.name?.trim() ?? '')
      .filter(Boolean)
      .map(parseAuthorName),
    year: p.year ?? null,
    venue,
    abstract: p.abstract?.trim() || null,
    doi: normalizeDoi(ids.DOI),
    arxivId: normalizeArxivId(ids.ArXiv),
    pmid: ids.PubMed ?? null,
    s2Id: p.paperId ?? null,
    url: p.url ?? null,
    pdfUrl: p.openAccessPdf?.url || null,
    citationCount: p.citationCount ?? null,
    sources: p.paperId ? [{ source: 'semanticScholar', id: p.paperId }] : [],
    csl: s2Reference(p.journal),
  };
}
