import { randomUUID } from 'node:crypto';
import type { PaperRow } from '../../db/schema/index.js';
import { baseBibkey } from '../bibkey.js';
import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import type { Paper, PaperInput } from '../paper.js';

/** The catalogue row of a paper from `dataset`, with a fresh id and its base bibkey. */
export function paperToRow(dataset: string, paper: PaperInput, createdAt: Date): PaperRow {
  return {
    id: randomUUID(),
    dataset,
    bibkey: baseBibkey(paper),
    title: paper.title,
    authors: paper.authors,
    year: paper.year,
    venue: paper.venue,
    abstract: paper.abstract,
    doi: normalizeDoi(paper.doi),
    arxivId: normalizeArxivId(paper.arxivId),
    pmid: paper.pmid,
    openalexId: paper.openalexId,
    s2Id: paper.s2Id,
    url: paper.url,
    pdfUrl: paper.pdfUrl,
    citationCount: paper.citationCount,
    language: paper.language,
    keywords: paper.keywords,
    sources: paper.sources,
    csl: paper.csl ?? null,
    createdAt,
  };
}

/** The paper model of a catalogue row (catalogue-only columns dropped). */
export function rowToPaper(row: PaperRow): Paper {
  return {
    bibkey: row.bibkey,
    title: row.title,
    authors: row.authors,
    year: row.year,
    venue: row.venue,
    abstract: row.abstract,
    doi: row.doi,
    arxivId: row.arxivId,
    pmid: row.pmid,
    openalexId: row.openalexId,
    s2Id: row.s2Id,
    url: row.url,
    pdfUrl: row.pdfUrl,
    citationCount: row.citationCount,
    language: row.language,
    keywords: row.keywords,
    sources: row.sources,
    csl: row.csl,
  };
}
