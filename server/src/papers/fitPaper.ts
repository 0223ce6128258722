import { isPaperYear } from '@inkstone/shared/api/papers';
import type { Paper, PaperInput } from '../literature/paper.js';

const cut = (text: string | null, max: number) => (text && text.length > max ? text.slice(0, max) : text);

/**
 * The paper trimmed to the API's limits (PaperDto): a physics paper with 3,000 authors or a
 * 50,000-character abstract from a source or an import is kept, shortened, rather than failing
 * the whole response; a year no calendar has (a typo of 20201) is dropped.
 */
export function fitPaper<T extends PaperInput | Paper>(paper: T): T {
  return {
    ...paper,
    title: cut(paper.title, 2000)!,
    year: paper.year !== null && isPaperYear(paper.year) ? paper.year : null,
    authors: paper.authors
      .slice(0, 500)
      .map((author) =>
        'family' in author
          ? { family: cut(author.family, 300)!, ...(author.given ? { given: cut(author.given, 300)! } : {}) }
          : { name: cut(author.name, 300)! },
      ),
    venue: cut(paper.venue, 1000),
    abstract: cut(paper.abstract, 20_000),
    url: cut(paper.url, 2000),
    pdfUrl: cut(paper.pdfUrl, 2000),
    language: cut(paper.language, 20),
    keywords: paper.keywords.slice(0, 100).map((keyword) => cut(keyword, 200)!),
    sources: paper.sources
      .slice(0, 50)
      .map((source) => ({ source: cut(source.source, 40)!, id: cut(source.id, 300)! })),
  };
}
