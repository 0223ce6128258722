import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks.js';
import { users } from './users.js';

/**
 * One run of the writing flow (spec §2 /apps/writing): the step-1 settings (`options`: kind,
 * language, length, citation style, where the papers came from), the fixed set of papers the text
 * may cite (`papers`, a snapshot so later library edits cannot change what was verified), the outline
 * as the user last saved it, and the review task with its text and citation report.
 */
export const writingProjects = pgTable(
  'writing_projects',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    options: jsonb().notNull(),
    papers: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    outline: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reviewTaskId: uuid().references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('writing_projects_user_idx')
      .on(t.userId, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type WritingProjectRow = typeof writingProjects.$inferSelect;
