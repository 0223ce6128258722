import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Failed login attempts, counted per key (account, IP) in a sliding window for rate limiting. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid().primaryKey(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);
