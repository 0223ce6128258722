import { z } from 'zod';
import { Page, PageSize } from './common.js';

/** An author: a structured name, or one literal name when it cannot be split (e.g. 张三). */
export const PaperAuthorDto = z.union([
  z.object({ given: z.string().max(300).optional(), family: z.string().max(300) }),
  z.object({ name: z.string().max(300) }),
]);
export type PaperAuthorDto = z.infer<typeof PaperAuthorDto>;

/** Where a record came from, with that source's own id. */
export const PaperSourceDto = z.object({ source: z.string().max(40), id: z.string().max(300) });

/**
 * The one paper shape of the API (server literature/paper.ts mirrors it): the library, the
 * paper-search agent's bibList/bibDict and the writing flow all carry papers like this.
 */
export const PaperDto = z.object({
  bibkey: z.string().min(1).max(120),
  title: z.string().min(1).max(2000),
  authors: z.array(PaperAuthorDto).max(500),
  year: z.number().int().nullable(),
  venue: z.string().max(1000).nullable(),
  abstract: z.string().max(20_000).nullable(),
  doi: z.string().max(300).nullable(),
  arxivId: z.string().max(60).nullable(),
  pmid: z.string().max(30).nullable(),
  openalexId: z.string().max(60).nullable(),
  s2Id: z.string().max(60).nullable(),
  url: z.string().max(2000).nullable(),
  pdfUrl: z.string().max(2000).nullable(),
  citationCount: z.number().int().nullable(),
  language: z.string().max(20).nullable(),
  keywords: z.array(z.string().max(200)).max(100),
  sources: z.array(PaperSourceDto).max(50),
});
export type PaperDto = z.infer<typeof PaperDto>;

/** Sources a search can use: the built-in corpus (`local`) and the live services. */
export const PaperSourceName = z.enum(['local', 'openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed']);
export type PaperSourceName = z.infer<typeof PaperSourceName>;

/** How one source fared in a fan-out search. */
export const SourceOutcome = z.enum(['ok', 'empty', 'rate_limited', 'failed', 'offline', 'disabled']);
export type SourceOutcome = z.infer<typeof SourceOutcome>;

export const SourceStatusDto = z.object({
  source: PaperSourceName,
  status: SourceOutcome,
  count: z.number().int(),
  ms: z.number(),
  error: z.string().optional(),
});
export type SourceStatusDto = z.infer<typeof SourceStatusDto>;

/** Limits a search can be given (also the paper-search agent's options). */
export const PaperSearchLimits = z.object({
  yearFrom: z.number().int().min(1800).max(2100).optional(),
  yearTo: z.number().int().min(1800).max(2100).optional(),
  sources: z.array(PaperSourceName).min(1).max(6).optional(),
});
export type PaperSearchLimits = z.infer<typeof PaperSearchLimits>;

export { Page, PageSize };
