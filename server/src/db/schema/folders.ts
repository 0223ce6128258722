import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Note folders. Deleting one sets `deleted_at` (the trash); rows are purged after the retention period. */
export const folders = pgTable(
  'folders',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('folders_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('folders_description_length', sql`char_length(${t.description}) <= 1000`),
    index('folders_live_by_user_idx')
      .on(t.userId, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('folders_trash_by_user_idx')
      .on(t.userId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
export type FolderRow = typeof folders.$inferSelect;
