import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { paymentOrders, users, type PaymentOrderRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewOrder = typeof paymentOrders.$inferInsert;
export type OrderState = PaymentOrderRow['state'];

/** States an order can still leave by payment, closing or expiry. */
export const PENDING_STATES: OrderState[] = ['created', 'paying'];

export async function insert(db: Db, order: NewOrder): Promise<PaymentOrderRow> {
  const [row] = await db.insert(paymentOrders).values(order).returning();
  if (!row) throw new Error('insert into payment_orders returned no row');
  return row;
}

export async function findByOutTradeNo(db: Db, outTradeNo: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo));
  return row;
}

/** The order, locked until the transaction ends (so it is paid, closed or expired once). */
export async function lockByOutTradeNo(db: Db, outTradeNo: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo)).for('update');
  return row;
}

/** The user's own order; undefined for anyone else's (a 404, conventions §2). */
export async function findOwned(db: Db, userId: string, outTradeNo: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.outTradeNo, outTradeNo), eq(paymentOrders.userId, userId)));
  return row;
}

export async function update(db: Db, id: string, fields: Partial<Omit<NewOrder, 'id'>>): Promise<PaymentOrderRow> {
  const [row] = await db.update(paymentOrders).set(fields).where(eq(paymentOrders.id, id)).returning();
  if (!row) throw new Error(`payment order ${id} does not exist`);
  return row;
}

/** Pending orders that are past their expiry, or older than `staleBefore` (a notification may be lost). */
export function listToReconcile(db: Db, now: Date, staleBefore: Date, limit: number): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.state, PENDING_STATES),
        or(lt(paymentOrders.expiresAt, now), lt(paymentOrders.createdAt, staleBefore)),
      ),
    )
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

/** What an order list is filtered by: a user's own, or an admin's search. */
export interface OrderFilter {
  userId?: string;
  /** Admin: a user id, email or phone. */
  user?: string;
  outTradeNo?: string;
  state?: OrderState;
}

function whereOf(f: OrderFilter): SQL | undefined {
  const account = f.user?.toLowerCase();
  return and(
    f.userId ? eq(paymentOrders.userId, f.userId) : undefined,
    account
      ? or(sql`${paymentOrders.userId}::text = ${account}`, eq(users.email, account), eq(users.phone, account))
      : undefined,
    f.outTradeNo ? eq(paymentOrders.outTradeNo, f.outTradeNo) : undefined,
    f.state ? eq(paymentOrders.state, f.state) : undefined,
  );
}

/** A page of orders, newest first, with their users' accounts. */
export async function listPage(
  db: Db,
  f: OrderFilter,
  offset: number,
  limit: number,
): Promise<{ rows: Array<PaymentOrderRow & { userAccount: string }>; total: number }> {
  const where = whereOf(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ order: paymentOrders, email: users.email, phone: users.phone })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(paymentOrders).innerJoin(users, eq(users.id, paymentOrders.userId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.order, userAccount: r.email ?? r.phone ?? '' })),
    total: totalRow?.total ?? 0,
  };
}
