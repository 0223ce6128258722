import type { CslReference } from '@inkstone/shared/api/cslReference';

/** An author as a structured name, or a single literal name when it cannot be split (e.g. 张三). */
export type PaperAuthor = { given?: string; family: string } | { name: string };

/** Where a paper record came from, with that source's own id. */
export interface PaperSource {
  /** Source name, e.g. `acl`, `csl`, `scifact`, `openalex`, `semanticScholar`, `arxiv`, `crossref`, `pubmed`, `import`. */
  source: string;
  id: string;
}

/** The one paper model every source, the local index and the library share. */
export interface Paper {
  /** Citation key, `vaswani2017attention` style (see bibkey.ts); unique within a library. */
  bibkey: string;
  title: string;
  authors: PaperAuthor[];
  year: number | null;
  venue: string | null;
  abstract: string | null;
  /** Lower-case DOI without resolver prefix, e.g. `10.18653/v1/2020.acl-main.1`. */
  doi: string | null;
  /** arXiv id without version, e.g. `1706.03762` or `cs/0112017`. */
  arxivId: string | null;
  pmid: string | null;
  openalexId: string | null;
  s2Id: string | null;
  url: string | null;
  /** Open-access PDF link. */
  pdfUrl: string | null;
  citationCount: number | null;
  /** BCP 47 language of title/abstract, e.g. `en`, `zh`. */
  language: string | null;
  keywords: string[];
  /** Every source record merged into this paper. */
  sources: PaperSource[];
  /**
   * The full reference as CSL-JSON (type, container, volume, issue, pages, editors, publisher …):
   * what formatting and export need beyond the fields above, which win where both have a value.
   * Absent in papers stored before references were kept.
   */
  csl?: CslReference | null;
}

/** A paper before it has a bibkey: what a source adapter or corpus reader produces. */
export type PaperInput = Omit<Paper, 'bibkey'>;

/** Family name of an author, or the literal name when unsplit. */
export function authorFamily(author: PaperAuthor): string {
  return 'family' in author ? author.family : author.name;
}

/** Display form, "Given Family" or the literal name. */
export function authorDisplayName(author: PaperAuthor): string {
  return 'family' in author ? [author.given, author.family].filter(Boolean).join(' ') : author.name;
}

/** An empty PaperInput with the given title, for readers to fill. */
export function emptyPaper(title: string): PaperInput {
  return {
    title,
    authors: [],
    year: null,
    venue: null,
    abstract: null,
    doi: null,
    arxivId: null,
    pmid: null,
    openalexId: null,
    s2Id: null,
    url: null,
    pdfUrl: null,
    citationCount: null,
    language: null,
    keywords: [],
    sources: [],
    csl: null,
  };
}
