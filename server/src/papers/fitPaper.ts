import { isPaperYear, PAPER_LIMITS as L } from '@inkstone/shared/api/papers';
import type { Paper, PaperInput } from '../literature/paper.js';

export const cut = <T extends string | null>(text: T, max: number): T =>
  (text !== null && text.length > max ? text.slice(0, max) : text) as T;

/**
 * The paper trimmed to the API's limits (PAPER_LIMITS, which PaperDto is built from): a physics
 * paper with 3,000 authors or a 50,000-character abstract from a source or an import is kept,
 * shortened, rather than failing a whole response or a saved result; a year no calendar has (a typo
 * of 20201) is dropped.
 */
export function fitPaper<T extends PaperInput | Paper>(paper: T): T {
  return {
    ...paper,
    ...('bibkey' in paper ? { bibkey: cut(paper.bibkey, L.bibkey) } : {}),
    title: cut(paper.title, L.title),
    year: paper.year !== null && isPaperYear(paper.year) ? paper.year : null,
    authors: paper.authors.slice(0, L.authors).map((author) =>
      'family' in author
        ? {
            family: cut(author.family, L.authorName),
            ...(author.given ? { given: cut(author.given, L.authorName) } : {}),
          }
        : { name: cut(author.name, L.authorName) },
    ),
    venue: cut(paper.venue, L.venue),
    abstract: cut(paper.abstract, L.abstract),
    doi: cut(paper.doi, L.doi),
    arxivId: cut(paper.arxivId, L.arxivId),
    pmid: cut(paper.pmid, L.pmid),
    openalexId: cut(paper.openalexId, L.openalexId),
    s2Id: cut(paper.s2Id, L.s2Id),
    url: cut(paper.url, L.url),
    pdfUrl: cut(paper.pdfUrl, L.pdfUrl),
    language: cut(paper.language, L.language),
    keywords: paper.keywords.slice(0, L.keywords).map((keyword) => cut(keyword, L.keyword)),
    sources: paper.sources
      .slice(0, L.sources)
      .map((source) => ({ source: cut(source.source, L.sourceName), id: cut(source.id, L.sourceId) })),
  };
}
