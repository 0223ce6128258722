/**
 * The sizes a paper may have in the API: PaperDto is built from them, and the server trims outside
 * records to them (fitPaper) rather than failing a whole response on one huge record.
 */
export const PAPER_LIMITS = {
  bibkey: 120,
  title: 2000,
  authors: 500,
  authorName: 300,
  venue: 1000,
  abstract: 20_000,
  doi: 300,
  arxivId: 60,
  pmid: 30,
  openalexId: 60,
  s2Id: 60,
  url: 2000,
  pdfUrl: 2000,
  language: 20,
  keywords: 100,
  keyword: 200,
  sources: 50,
  sourceName: 40,
  sourceId: 300,
} as const;

/**
 * Years a paper may carry: up to four digits, before the common era too (the classics). A client's
 * year outside them is a 400; a record's (an imported file, a source) is dropped.
 */
export const PAPER_YEAR = { min: -9999, max: 9999 } as const;

/** True when `year` is a year PaperDto accepts. */
export const isPaperYear = (year: number) => Number.isInteger(year) && year >= PAPER_YEAR.min && year <= PAPER_YEAR.max;
