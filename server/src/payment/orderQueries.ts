import type { OrdersListReq, OrdersListRes, PaymentOrder } from '@inkstone/shared/api/payment';
import type { AppContext } from '../context.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import { NotFoundError } from '../errors.js';
import { presentPaymentOrder } from '../presenters/paymentOrder.js';
import { reconcileOrder } from './reconcile.js';

/** 404 for an order that is not the user's (or does not exist): existence is not leaked. */
export const OrderNotFoundError = () => NotFoundError('Order');

/**
 * `GET /v1/payment/v3/query`: the user's order now. While unpaid it asks WeChat Pay first, so the
 * client's polling finds a payment whose notification was lost; if WeChat Pay cannot be reached the
 * stored state is answered (the client polls again).
 */
export async function queryOrder(
  ctx: AppContext,
  userId: string,
  outTradeNo: string,
  onError: (err: unknown) => void,
): Promise<PaymentOrder> {
  const order = await ordersRepo.findOwned(ctx.db, userId, outTradeNo);
  if (!order) throw OrderNotFoundError();
  if (!ctx.payments) return presentPaymentOrder(order);
  try {
    return presentPaymentOrder(await reconcileOrder(ctx, ctx.payments, order));
  } catch (err) {
    onError(err);
    return presentPaymentOrder(order);
  }
}

/** The user's orders, newest first. */
export async function listOrders(ctx: AppContext, userId: string, req: OrdersListReq): Promise<OrdersListRes> {
  const { rows, total } = await ordersRepo.listPage(
    ctx.db,
    { userId, state: req.state },
    (req.page - 1) * req.pageSize,
    req.pageSize,
  );
  return { items: rows.map(presentPaymentOrder), total };
}
