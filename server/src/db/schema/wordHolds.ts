import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Words reserved from a balance while an AI operation runs. Taking a hold debits `users.words_left`;
 * settling gives back `amount - charged`, releasing gives back all of it. A hold left `held` by a
 * crash is released as soon as its process instance is known to have ended
 * (instances/startInstance.ts), so no words are lost or frozen for long.
 */
export const wordHolds = pgTable(
  'word_holds',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    /** What the words are for, e.g. the tool name. */
    purpose: text().notNull(),
    status: text({ enum: ['held', 'settled', 'released'] })
      .notNull()
      .default('held'),
    /** Words finally charged (settled holds only). */
    charged: integer(),
    /** The process that took it (lib/processInstance.ts); null on holds taken before instances existed. */
    instanceId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('word_holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'word_holds_charged_in_range',
      sql`${t.charged} is null or (${t.charged} >= 0 and ${t.charged} <= ${t.amount})`,
    ),
    index('word_holds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
export type WordHoldRow = typeof wordHolds.$inferSelect;
