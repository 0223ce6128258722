import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentOrders } from './paymentOrders.js';
import { topUpPackages } from './topUpPackages.js';
import { users } from './users.js';

/** Coupons (issue 20): fixed amount off, percent off with a cap, or bonus words. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey(),
    /** Upper-case; compared as typed after upper-casing. */
    code: text().notNull().unique(),
    kind: text({ enum: ['amount_off', 'percent_off', 'bonus_words'] }).notNull(),
    /** Fen off, percent off, or bonus words, by kind. */
    value: integer().notNull(),
    maxDiscountFen: integer(),
    minAmountFen: integer().notNull().default(0),
    packageId: uuid().references(() => topUpPackages.id),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Orders that may use it in all (reserved or paid); unlimited when null. */
    totalUses: integer(),
    batchId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupons_value_positive', sql`${t.value} > 0`), index('coupons_batch_idx').on(t.batchId)],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * A coupon held by an order: `reserved` when the order is made, `consumed` when it is paid,
 * `released` when it closes or expires unpaid. One live redemption per user and coupon.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    state: text({ enum: ['reserved', 'consumed', 'released'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // Per-user once, even if two requests race past the application's check.
    uniqueIndex('coupon_redemptions_live_idx')
      .on(t.couponId, t.userId)
      .where(sql`state <> 'released'`),
  ],
);
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
