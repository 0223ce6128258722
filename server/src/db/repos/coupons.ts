import crypto from 'node:crypto';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { couponRedemptions, coupons, type CouponRedemptionRow, type CouponRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id'>;

export async function findByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findById(db: Db, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The coupon, locked until the transaction ends: concurrent orders on it then count its uses one at a time. */
export async function lockByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

/** Live (reserved or consumed) redemptions of the coupon, and whether `userId` holds one. */
export async function usageOf(db: Db, couponId: string, userId?: string): Promise<{ live: number; isMine: boolean }> {
  const [row] = await db
    .select({
      live: count(),
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId ?? null}::uuid)::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), ne(couponRedemptions.state, 'released')));
  return { live: row?.live ?? 0, isMine: (row?.mine ?? 0) > 0 };
}

export async function insertMany(db: Db, rows: NewCoupon[]): Promise<CouponRow[]> {
  return db
    .insert(coupons)
    .values(rows.map((r) => ({ id: crypto.randomUUID(), ...r })))
    .returning();
}

export async function setDisabled(db: Db, id: string, at: Date | null): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set({ disabledAt: at }).where(eq(coupons.id, id)).returning();
  return row;
}

export async function reserve(
  db: Db,
  r: { couponId: string; userId: string; orderId: string; now: Date },
): Promise<void> {
  await db.insert(couponRedemptions).values({
    id: crypto.randomUUID(),
    couponId: r.couponId,
    userId: r.userId,
    orderId: r.orderId,
    state: 'reserved',
    createdAt: r.now,
    updatedAt: r.now,
  });
}

/** Moves the order's redemption to `consumed` (paid) or `released` (closed or expired unpaid). */
export async function settle(db: Db, orderId: string, state: 'consumed' | 'released', now: Date): Promise<void> {
  await db.update(couponRedemptions).set({ state, updatedAt: now }).where(eq(couponRedemptions.orderId, orderId));
}

/** A coupon list page with usage counts (admin). */
export async function listPage(
  db: Db,
  f: { batchId?: string; code?: string },
  offset: number,
  limit: number,
): Promise<{ rows: Array<CouponRow & { usedCount: number; reservedCount: number }>; total: number }> {
  const where: SQL | undefined = and(
    f.batchId ? eq(coupons.batchId, f.batchId) : undefined,
    f.code ? eq(coupons.code, f.code.toUpperCase()) : undefined,
  );
  const usage = (state: string) =>
    sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = coupons.id and r.state = ${state})::int`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ coupon: coupons, usedCount: usage('consumed'), reservedCount: usage('reserved') })
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.coupon, usedCount: r.usedCount, reservedCount: r.reservedCount })),
    total: totalRow?.total ?? 0,
  };
}

/** Who reserved or used the coupon, with which order. */
export function listRedemptions(
  db: Db,
  couponId: string,
): Promise<Array<CouponRedemptionRow & { outTradeNo: string }>> {
  return db
    .select({
      id: couponRedemptions.id,
      couponId: couponRedemptions.couponId,
      userId: couponRedemptions.userId,
      orderId: couponRedemptions.orderId,
      state: couponRedemptions.state,
      createdAt: couponRedemptions.createdAt,
      updatedAt: couponRedemptions.updatedAt,
      outTradeNo: sql<string>`(select out_trade_no from payment_orders o where o.id = coupon_redemptions.order_id)`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt));
}
