import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { gatewayOf } from '../payment/createOrder.js';
import { reconcileOrder } from '../payment/reconcile.js';

/** "Reconcile now": asks WeChat Pay about the order and applies the answer; recorded in the audit log. */
export async function reconcileNow(ctx: AppContext, actorId: string, outTradeNo: string): Promise<PaymentOrderRow> {
  const order = await ordersRepo.findByOutTradeNo(ctx.db, outTradeNo);
  if (!order) throw NotFoundError('Order');
  const after = await reconcileOrder(ctx, gatewayOf(ctx), order);
  await audit.append(ctx.db, {
    actorId,
    action: 'order.reconcile',
    targetType: 'order',
    targetId: outTradeNo,
    detail: { before: order.state, after: after.state },
    now: ctx.clock.now(),
  });
  return after;
}
