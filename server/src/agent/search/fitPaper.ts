import { isPaperYear, type PaperDto } from '@inkstone/shared/api/papers';
import type { Paper } from '../../literature/paper.js';

const cut = (text: string | null, max: number) => (text === null || text.length <= max ? text : text.slice(0, max));

/**
 * A paper within the API's limits (PaperDto): outside records are occasionally huge (thousands of
 * authors, book-length abstracts), and a saved result must always pass the history detail schema.
 */
export function fitPaper(paper: Paper): PaperDto {
  return {
    ...paper,
    bibkey: paper.bibkey.slice(0, 120),
    title: paper.title.slice(0, 2000),
    year: paper.year !== null && isPaperYear(paper.year) ? paper.year : null,
    authors: paper.authors
      .slice(0, 500)
      .map((a) =>
        'family' in a
          ? { family: a.family.slice(0, 300), ...(a.given ? { given: a.given.slice(0, 300) } : {}) }
          : { name: a.name.slice(0, 300) },
      ),
    venue: cut(paper.venue, 1000),
    abstract: cut(paper.abstract, 20_000),
    doi: cut(paper.doi, 300),
    arxivId: cut(paper.arxivId, 60),
    pmid: cut(paper.pmid, 30),
    openalexId: cut(paper.openalexId, 60),
    s2Id: cut(paper.s2Id, 60),
    url: cut(paper.url, 2000),
    pdfUrl: cut(paper.pdfUrl, 2000),
    language: cut(paper.language, 20),
    keywords: paper.keywords.slice(0, 100).map((k) => k.slice(0, 200)),
    sources: paper.sources.slice(0, 50).map((s) => ({ source: s.source.slice(0, 40), id: s.id.slice(0, 300) })),
  };
}
