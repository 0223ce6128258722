import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { wordHolds } from './wordHolds.js';

/**
 * A paper-search agent run (spec §3 research session). `state` is the run's lifecycle; `result`
 * holds the step-2 and step-3 data as the API presents it (ResearchSessionDto minus the columns),
 * rewritten as each status completes, so history detail reads one row. Soft-deleted from history.
 */
export const researchSessions = pgTable(
  'research_sessions',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    options: jsonb().notNull(),
    state: text({ enum: ['running', 'searched', 'sorting', 'finished', 'failed', 'aborted'] }).notNull(),
    step: smallint().notNull().default(2),
    searchStatus: smallint().notNull().default(0),
    sortStatus: smallint().notNull().default(0),
    usesAi: boolean().notNull().default(false),
    result: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    errorMsg: text(),
    wordsCharged: integer().notNull().default(0),
    holdId: uuid().references(() => wordHolds.id),
    /**
     * When a user asked to stop the running step from a server that does not run it (runs in the
     * worker, decision 017): the worker running it stops when it hears of it, or before it starts.
     */
    abortRequestedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('research_sessions_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('research_sessions_running_idx')
      .on(t.state)
      .where(sql`${t.state} in ('running', 'sorting')`),
  ],
);
export type ResearchSessionRow = typeof researchSessions.$inferSelect;

/**
 * Every event a session's streams sent, in order (`seq` per session, also the SSE `id:`), so a client
 * that reconnects with Last-Event-ID gets the rest replayed instead of a new run.
 */
export const researchEvents = pgTable(
  'research_events',
  {
    sessionId: uuid()
      .notNull()
      .references(() => researchSessions.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    stream: text({ enum: ['search', 'sort'] }).notNull(),
    event: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
);
export type ResearchEventRow = typeof researchEvents.$inferSelect;
