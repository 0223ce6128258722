import { parseAuthorName } from '../authorName.js';
import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperInput } from '../paper.js';
import { openAlexReference } from './sourceReferences.js';

interface OpenAlexLocation {
  landing_page_url?: string | null;
  pdf_url?: string | null;
  source?: { display_name?: string | null; issn_l?: string | null; host_organization_name?: string | null } | null;
}

/** The fields of an OpenAlex work that Inkstone reads (https://docs.openalex.org/api-entities/works/work-object). */
export interface OpenAlexWork {
  id: string;
  doi?: string | null;
  title?: string | null;
  display_name?: string | null;
  publication_year?: number | null;
  publication_date?: string | null;
  type?: string | null;
  biblio?: {
    volume?: string | null;
    issue?: string | null;
    first_page?: string | null;
    last_page?: string | null;
  } | null;
  ids?: { openalex?: string; doi?: string; pmid?: string; mag?: string } | null;
  authorships?: Array<{ author?: { display_name?: string | null } | null; raw_author_name?: string | null }>;
  primary_location?: OpenAlexLocation | null;
  best_oa_location?: OpenAlexLocation | null;
  locations?: OpenAlexLocation[] | null;
  open_access?: { oa_url?: string | null } | null;
  cited_by_count?: number | null;
  abstract_inverted_index?: Record<string, number[]> | null;
  language?: string | null;
  keywords?: Array<{ display_name?: string }> | null;
  referenced_works?: string[] | null;
}

/** A list answer of `/works`. */
export interface OpenAlexList {
  meta?: { count?: number };
  results: OpenAlexWork[];
}

/** Rebuilds abstract text from OpenAlex's inverted index (word → positions). */
export function abstractFromInvertedIndex(index: Record<string, number[]> | null | undefined): string | null {
  if (!index) return null;
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) for (const p of positions) words[p] = word;
  const text = words
    .filter((w) => w !== undefined)
    .join(' ')
    .trim();
  return text || null;
}

/** `https://openalex.org/W2162348455` → `W2162348455`. */
export function shortOpenAlexId(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

/** An OpenAlex work in the shared paper model. */
export function fromOpenAlexWork(work: OpenAlexWork): PaperInput {
  const id = shortOpenAlexId(work.id);
  const doi = normalizeDoi(work.doi ?? work.ids?.doi);
  const pmid = work.ids?.pmid ? shortOpenAlexId(work.ids.pmid) : null;
  // arXiv papers carry DataCite DOIs 10.48550/arXiv.<id> in OpenAlex.
  const arxivId = doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi.slice('10.48550/arxiv.'.length)) : null;
  const pdfUrl =
    work.best_oa_location?.pdf_url ?? work.primary_location?.pdf_url ?? work.locations?.find((l) => l.pdf_url)?.pdf_url;
  return {
    ...emptyPaper((work.title ?? work.display_name ?? '').trim()),
    authors: (work.authorships ?? [])
      .map((a) => a.author?.display_name ?? a.raw_author_name ?? '')
      .filter(Boolean)
      .map(parseAuthorName),
    year: work.publication_year ?? null,
    venue: work.primary_location?.source?.display_name ?? null,
    abstract: abstractFromInvertedIndex(work.abstract_inverted_index),
    doi,
    arxivId,
    pmid,
    openalexId: id,
    url: doi ? `https://doi.org/${doi}` : (work.primary_location?.landing_page_url ?? work.id),
    pdfUrl: pdfUrl ?? null,
    citationCount: work.cited_by_count ?? null,
    language: work.language ?? null,
    keywords: (work.keywords ?? []).map((k) => k.display_name ?? '').filter(Boolean),
    sources: [{ source: 'openalex', id }],
    csl: openAlexReference(work),
  };
}
