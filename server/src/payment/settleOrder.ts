import * as couponsRepo from '../db/repos/coupons.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

/** What paying an order did. */
export type PayOutcome =
  | { status: 'credited'; order: PaymentOrderRow }
  | { status: 'already_paid'; order: PaymentOrderRow }
  | { status: 'unknown_order' }
  | { status: 'amount_mismatch'; order: PaymentOrderRow };

/**
 * Credits a paid order exactly once: in one transaction with the order row locked, a pending (or
 * already closed or expired: the money was taken, so it counts) order becomes `paid` with WeChat
 * Pay's transaction id (unique), its words (`top_up`) and coupon bonus (`coupon_bonus`) go to the
 * ledger keyed by outTradeNo (unique too), and its coupon is consumed. A second notification, a
 * query and the sweep finding it paid change nothing.
 */
export async function payOrder(
  db: Db,
  p: { outTradeNo: string; transactionId: string; amountFen: number | undefined; now: Date },
): Promise<PayOutcome> {
  return db.transaction(async (tx) => {
    const order = await ordersRepo.lockByOutTradeNo(tx, p.outTradeNo);
    if (!order) return { status: 'unknown_order' };
    if (order.state === 'paid' || order.state === 'refunded') return { status: 'already_paid', order };
    // Never credit a different sum than the order asked for.
    if (p.amountFen !== undefined && p.amountFen !== order.amountFen) return { status: 'amount_mismatch', order };
    const credit = (delta: number, reason: string) =>
      ledger.applyChange(tx, { userId: order.userId, delta, reason, refId: order.outTradeNo, now: p.now });
    await credit(order.words, 'top_up');
    if (order.bonusWords > 0) await credit(order.bonusWords, 'coupon_bonus');
    if (order.couponId) await couponsRepo.settle(tx, order.id, 'consumed', p.now);
    const paid = await ordersRepo.update(tx, order.id, {
      state: 'paid',
      transactionId: p.transactionId,
      paidAt: p.now,
      updatedAt: p.now,
    });
    return { status: 'credited', order: paid };
  });
}

/**
 * Ends an unpaid order as `closed` or `expired` and releases its coupon; an order already ended or
 * paid is left as it is. Returns the order as it is afterwards.
 */
export async function releaseOrder(
  db: Db,
  outTradeNo: string,
  state: 'closed' | 'expired',
  now: Date,
): Promise<PaymentOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const order = await ordersRepo.lockByOutTradeNo(tx, outTradeNo);
    if (!order || !ordersRepo.PENDING_STATES.includes(order.state)) return order;
    if (order.couponId) await couponsRepo.settle(tx, order.id, 'released', now);
    return ordersRepo.update(tx, order.id, { state, closedAt: now, updatedAt: now });
  });
}
