import { parseAuthorName } from '../authorName.js';
import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
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
  journal?: { name?: string } | null;
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
  };
}
