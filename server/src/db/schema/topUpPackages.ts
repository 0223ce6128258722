import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Word packages on sale (issue 20), managed by an admin. Money in integer fen. */
export const topUpPackages = pgTable(
  'top_up_packages',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    /** The name shown when the interface is in Chinese; `name` is shown when absent. */
    nameZh: text(),
    words: integer().notNull(),
    priceFen: integer().notNull(),
    originalPriceFen: integer(),
    badge: text(),
    /** The badge in Chinese, likewise. */
    badgeZh: text(),
    sortOrder: integer().notNull().default(0),
    /** Off sale from then on; kept because orders name it. */
    retiredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('top_up_packages_positive', sql`${t.words} > 0 and ${t.priceFen} > 0`)],
);
export type TopUpPackageRow = typeof topUpPackages.$inferSelect;
