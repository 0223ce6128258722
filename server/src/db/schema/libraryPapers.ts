import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Paper } from '../../literature/paper.js';
import { users } from './users.js';

/**
 * A user's personal library: papers saved from searches or imported (BibTeX/RIS/CSL-JSON), with the
 * user's tags and note. `paper` is the full paper snapshot (its `bibkey` equals the column, which is
 * unique per user so citations in notes and reviews resolve to one entry). `doi` is copied out so a
 * second save of the same paper finds the first.
 */
export const libraryPapers = pgTable(
  'library_papers',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bibkey: text().notNull(),
    doi: text(),
    title: text().notNull(),
    year: integer(),
    paper: jsonb().$type<Paper>().notNull(),
    tags: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('library_papers_user_bibkey_uq').on(t.userId, t.bibkey),
    uniqueIndex('library_papers_user_doi_uq')
      .on(t.userId, t.doi)
      .where(sql`${t.doi} is not null`),
    index('library_papers_user_created_idx').on(t.userId, t.createdAt),
    check('library_papers_note_length', sql`char_length(${t.note}) <= 20000`),
  ],
);
export type LibraryPaperRow = typeof libraryPapers.$inferSelect;
