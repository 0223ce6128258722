import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Append-only record of every change to a user's word balance; `users.words_left` is a cache of
 * its sum (`npm run ledger:verify` proves it). Reasons: shared/src/api/pointFlow.ts.
 */
export const wordLedger = pgTable(
  'word_ledger',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: text().notNull(),
    refId: text(),
    /** The administrator who made a manual adjustment. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Why, in the administrator's words (manual adjustments). */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('word_ledger_user_idx').on(t.userId, t.createdAt),
    // A reward, top-up or coupon bonus for the same thing can never be credited twice, whatever
    // the application does (shared ONCE_PER_REF_REASONS).
    uniqueIndex('word_ledger_once_per_ref_idx')
      .on(t.userId, t.reason, t.refId)
      .where(sql`reason in ('top_up', 'coupon_bonus', 'invite_reward', 'invitee_reward')`),
  ],
);
export type WordLedgerRow = typeof wordLedger.$inferSelect;
