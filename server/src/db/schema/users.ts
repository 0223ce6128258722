import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey(),
    email: text().unique(),
    phone: text().unique(),
    passwordHash: text(),
    nickname: text().notNull(),
    loginUserType: text({ enum: ['regular', 'admin'] })
      .notNull()
      .default('regular'),
    language: text({ enum: ['en', 'cn'] })
      .notNull()
      .default('en'),
    hasSeenQuestionaire: boolean().notNull().default(false),
    wordsLeft: integer().notNull().default(0),
    invitedByCode: text(),
    /** The user's own invite code, made on first use; never changes after (issue 20). */
    shareCode: text().unique(),
    /** The account whose share code this one registered with. */
    invitedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The word balance never goes negative, whatever the application does.
    check('users_words_left_non_negative', sql`${t.wordsLeft} >= 0`),
    check('users_has_login', sql`${t.email} is not null or ${t.phone} is not null`),
    index('users_invited_by_idx').on(t.invitedBy, t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
