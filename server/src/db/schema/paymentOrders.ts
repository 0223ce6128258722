import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { topUpPackages } from './topUpPackages.js';
import { users } from './users.js';

/**
 * A top-up order paid by WeChat Pay Native (issue 20). What was bought is copied in (words, bonus,
 * amounts, package name), so editing a package later changes no order. Credited exactly once: the
 * row is locked while paying it, and `transaction_id` is unique.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid().primaryKey(),
    outTradeNo: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid()
      .notNull()
      .references(() => topUpPackages.id),
    packageName: text().notNull(),
    couponId: uuid(),
    couponCode: text(),
    /** What the user pays, fen, after the coupon (WeChat Pay's `amount.total`). */
    amountFen: integer().notNull(),
    originalFen: integer().notNull(),
    words: integer().notNull(),
    bonusWords: integer().notNull().default(0),
    state: text({ enum: ['created', 'paying', 'paid', 'closed', 'expired', 'refunded'] })
      .notNull()
      .default('created'),
    codeUrl: text(),
    transactionId: text().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // WeChat Pay refuses an amount below 1 fen.
    check('payment_orders_amount_positive', sql`${t.amountFen} >= 1 and ${t.amountFen} <= ${t.originalFen}`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_pending_idx').on(t.state, t.expiresAt),
  ],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
