import type { PaperInput } from '../paper.js';

/** The outside scholarly services Inkstone can search. */
export const SOURCE_NAMES = ['openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** Options of one search on one source. */
export interface SourceSearchOptions {
  /** Most results wanted (each adapter caps it at what its API allows per page). */
  limit: number;
  yearFrom?: number;
  yearTo?: number;
  signal?: AbortSignal;
}

/** Options of a lookup or a citation expansion. */
export interface SourceCallOptions {
  limit?: number;
  signal?: AbortSignal;
}

/**
 * One outside literature service, answering in the shared paper model. `references` and
 * `citations` exist only where the service's API offers citation links.
 */
export interface LiteratureSource {
  readonly name: SourceName;
  search(query: string, options: SourceSearchOptions): Promise<PaperInput[]>;
  /** A paper by DOI, arXiv id, PMID or the source's own id; null when the service does not know it. */
  lookup(id: string, options?: SourceCallOptions): Promise<PaperInput | null>;
  /** Papers the given paper cites. */
  references?(paper: PaperInput, options?: SourceCallOptions): Promise<PaperInput[]>;
  /** Papers that cite the given paper. */
  citations?(paper: PaperInput, options?: SourceCallOptions): Promise<PaperInput[]>;
}
