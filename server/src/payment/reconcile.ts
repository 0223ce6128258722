import type { AppContext } from '../context.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import type { PaymentGateway } from './gateway.js';
import { payOrder, releaseOrder } from './settleOrder.js';
import { WechatPayError } from './wechatpay/wechatPayError.js';

/**
 * Brings a pending order in line with WeChat Pay, so a lost notification never loses a payment:
 * SUCCESS credits it; CLOSED, REVOKED or PAYERROR close it; still unpaid past its expiry, it is
 * closed on WeChat Pay's side (so it can no longer be paid) and then marked expired. An ended order
 * is returned unchanged without asking.
 */
export async function reconcileOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  order: PaymentOrderRow,
): Promise<PaymentOrderRow> {
  if (!ordersRepo.PENDING_STATES.includes(order.state)) return order;
  const now = () => ctx.clock.now();
  let remote;
  try {
    remote = await gateway.queryOrder(order.outTradeNo);
  } catch (err) {
    // Expired and unknown to WeChat Pay (never placed: the server stopped before it answered; or a
    // development simulator restarted since): nothing can be paid there any more.
    const isUnknown = err instanceof WechatPayError && err.isVerified && err.code === 'ORDER_NOT_EXIST';
    if (order.expiresAt <= now() && (order.state === 'created' || isUnknown))
      return (await releaseOrder(ctx.db, order.outTradeNo, 'expired', now())) ?? order;
    throw err;
  }
  if (remote.tradeState === 'SUCCESS' && remote.transactionId) {
    const paid = await payOrder(ctx.db, {
      outTradeNo: order.outTradeNo,
      transactionId: remote.transactionId,
      amountFen: remote.amountFen,
      now: now(),
    });
    return paid.status === 'unknown_order' ? order : paid.order;
  }
  if (['CLOSED', 'REVOKED', 'PAYERROR'].includes(remote.tradeState)) {
    return (await releaseOrder(ctx.db, order.outTradeNo, 'closed', now())) ?? order;
  }
  if (order.expiresAt <= now() && remote.tradeState !== 'USERPAYING') {
    await gateway.closeOrder(order.outTradeNo);
    return (await releaseOrder(ctx.db, order.outTradeNo, 'expired', now())) ?? order;
  }
  return order;
}

/** An order made but never placed (the server stopped in between) is older than this. */
const STALE_AFTER_MS = 2 * 60_000;

/**
 * The periodic sweep: reconciles pending orders past their expiry, or old enough that their
 * notification should have come. One failure (WeChat Pay unreachable) does not stop the rest.
 */
export async function sweepPendingOrders(
  ctx: AppContext,
  onError: (err: unknown, outTradeNo: string) => void,
): Promise<number> {
  const gateway = ctx.payments;
  if (!gateway) return 0;
  const now = ctx.clock.now();
  const due = await ordersRepo.listToReconcile(ctx.db, now, new Date(now.getTime() - STALE_AFTER_MS), 200);
  let changed = 0;
  for (const order of due) {
    try {
      const after = await reconcileOrder(ctx, gateway, order);
      if (after.state !== order.state) changed++;
    } catch (err) {
      onError(err, order.outTradeNo);
    }
  }
  return changed;
}
