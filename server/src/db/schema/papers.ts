import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CslReference } from '@inkstone/shared/api/cslReference';
import type { PaperAuthor, PaperSource } from '../../literature/paper.js';

/**
 * The shared catalogue of papers every user searches offline: the built-in corpus (data/corpus) and
 * whatever `npm run corpus:import` added. Not per user: a user's own copies live in library_papers.
 * `dataset` names the set a row came from (`acl`, `csl`, `import:<file>`), so a set can be reloaded
 * or dropped as a whole. The search index is built from these rows at start-up.
 */
export const papers = pgTable(
  'papers',
  {
    id: uuid().primaryKey(),
    dataset: text().notNull(),
    bibkey: text().notNull(),
    title: text().notNull(),
    authors: jsonb().$type<PaperAuthor[]>().notNull(),
    year: integer(),
    venue: text(),
    abstract: text(),
    doi: text(),
    arxivId: text(),
    pmid: text(),
    openalexId: text(),
    s2Id: text(),
    url: text(),
    pdfUrl: text(),
    citationCount: integer(),
    language: text(),
    keywords: jsonb().$type<string[]>().notNull(),
    sources: jsonb().$type<PaperSource[]>().notNull(),
    /** The full CSL reference (type, volume, issue, pages …) beyond the columns above. */
    csl: jsonb().$type<CslReference>(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('papers_dataset_idx').on(t.dataset),
    uniqueIndex('papers_doi_uq')
      .on(t.doi)
      .where(sql`${t.doi} is not null`),
    index('papers_arxiv_idx')
      .on(t.arxivId)
      .where(sql`${t.arxivId} is not null`),
    index('papers_bibkey_idx').on(t.bibkey),
  ],
);
export type PaperRow = typeof papers.$inferSelect;

/**
 * Progress of loading one corpus file into `papers`, so a load or `corpus:import` that stops part-way
 * resumes after the last committed record instead of starting over. `digest` identifies the file's
 * content; `status` is running until every record is in.
 */
export const corpusImports = pgTable('corpus_imports', {
  dataset: text().primaryKey(),
  file: text().notNull(),
  digest: text().notNull(),
  recordsDone: integer().notNull().default(0),
  recordsTotal: integer(),
  status: text({ enum: ['running', 'done', 'failed'] }).notNull(),
  errorMsg: text(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
});
export type CorpusImportRow = typeof corpusImports.$inferSelect;
