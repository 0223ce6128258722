import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Front-end errors grouped by fingerprint (a hash of the normalised message and the top frames),
 * spec §9 / issue 21. Messages are held to the spec's 10,240 characters.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: uuid().primaryKey(),
    fingerprint: text().notNull().unique(),
    kind: text({ enum: ['error', 'unhandledrejection', 'resource', 'blank-screen'] }).notNull(),
    message: text().notNull(),
    /** The latest occurrence's stack mapped to the original sources, top frames only. */
    topStack: text(),
    status: text({ enum: ['open', 'resolved', 'ignored'] })
      .notNull()
      .default('open'),
    totalCount: integer().notNull().default(0),
    lastRelease: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('error_groups_message_len', sql`char_length(${t.message}) <= 10240`),
    index('error_groups_last_seen_idx').on(t.lastSeenAt),
  ],
);
export type ErrorGroupRow = typeof errorGroups.$inferSelect;

/** Occurrences per group, release and UTC day: the count per release and the per-group sparkline. */
export const errorGroupDailyCounts = pgTable(
  'error_group_daily_counts',
  {
    groupId: uuid()
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    release: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.release, t.day] }), index('error_group_daily_counts_day_idx').on(t.day)],
);
export type ErrorGroupDailyCountRow = typeof errorGroupDailyCounts.$inferSelect;

/** A bounded sample of a group's recent occurrences, with where and for whom it happened. */
export const errorOccurrences = pgTable(
  'error_occurrences',
  {
    id: uuid().primaryKey(),
    groupId: uuid()
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    release: text().notNull(),
    route: text().notNull(),
    userAgent: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    rawStack: text(),
    symbolicatedStack: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('error_occurrences_message_len', sql`char_length(${t.message}) <= 10240`),
    index('error_occurrences_group_created_idx').on(t.groupId, t.createdAt),
    index('error_occurrences_created_idx').on(t.createdAt),
  ],
);
export type ErrorOccurrenceRow = typeof errorOccurrences.$inferSelect;
