import type { FanOutResult } from './sources/fanOutSearch.js';
import type { LiteratureSource, SourceName } from './sources/types.js';
import type { Paper, PaperInput } from './paper.js';

/** Options of a catalogue search: how many, which years, which sources (default: all enabled + local). */
export interface CatalogSearchOptions {
  limit: number;
  yearFrom?: number;
  yearTo?: number;
  /** Restricts the search to these; `local` is the built-in corpus. */
  sources?: ReadonlyArray<SourceName | 'local'>;
  signal?: AbortSignal;
}

/** A local-index hit: the paper and its BM25F score. */
export interface ScoredPaper {
  paper: Paper;
  score: number;
}

/** Loading state of the built-in corpus (spec: the web app does not wait for it). */
export interface CorpusStatus {
  state: 'loading' | 'ready' | 'failed';
  /** Papers searchable now. */
  papers: number;
  /** Sets of the corpus with the attribution their licence requires the UI to show. */
  sets: Array<{ source: string; records: number; licence: string; licenceUrl: string; attribution: string }>;
}

/**
 * Everything that searches papers goes through this: the /v1/papers routes, the paper-search agent
 * and the writing flow. It owns the local index (built from the `papers` table) and the live sources.
 */
export interface LiteratureCatalog {
  /** The local corpus and every enabled live source in parallel, merged and de-duplicated, with a status per source. */
  search(query: string, options: CatalogSearchOptions): Promise<FanOutResult>;
  /** The local index only, best first, with scores (no network). */
  searchLocal(query: string, options: Omit<CatalogSearchOptions, 'sources' | 'signal'>): ScoredPaper[];
  /** A paper by DOI, arXiv id, PMID or source id: local corpus first, then the live sources. */
  lookup(id: string, signal?: AbortSignal): Promise<PaperInput | null>;
  /** The enabled live sources (empty offline), for citation expansion (references/citations). */
  readonly sources: readonly LiteratureSource[];
  status(): CorpusStatus;
  /** Resolves once the corpus is loaded and indexed (tests and the import command wait; the server does not). */
  ready(): Promise<void>;
  close(): Promise<void>;
}
