import crypto from 'node:crypto';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as couponsRepo from '../db/repos/coupons.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import { ServiceUnavailableError, UpstreamError } from '../errors.js';
import { couponRefusalError, evaluateCoupon, packageOnSale } from './couponCheck.js';
import type { PaymentGateway } from './gateway.js';
import { releaseOrder } from './settleOrder.js';
import { newOutTradeNo } from './outTradeNo.js';

/** spec: a Native order can be paid for 30 minutes. */
export const ORDER_TTL_MS = 30 * 60_000;

/** 503 payment_not_configured. */
export const PaymentNotConfiguredError = () =>
  ServiceUnavailableError(ErrorCode.paymentNotConfigured, 'Top-ups are not available on this server.');

/** The configured gateway, or 503. */
export function gatewayOf(ctx: AppContext): PaymentGateway {
  if (!ctx.payments) throw PaymentNotConfiguredError();
  return ctx.payments;
}

/**
 * Creates an order for a package, with an optional coupon, and places it with WeChat Pay. The order
 * row and the coupon's reservation are written in one transaction under the coupon's row lock, so
 * a one-use coupon ordered twenty times at once is reserved once. The provider is called after the
 * commit (never inside a transaction); if it fails, the order is closed and the coupon released.
 */
export async function createOrder(
  ctx: AppContext,
  p: { userId: string; packageId: string; couponCode?: string },
): Promise<{ order: PaymentOrderRow; codeUrl: string }> {
  const gateway = gatewayOf(ctx);
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const pkg = await packageOnSale(tx, p.packageId);
    const applied = p.couponCode
      ? await evaluateCoupon(tx, { code: p.couponCode, pkg, userId: p.userId, now, lock: true })
      : undefined;
    if (applied && !applied.ok) throw couponRefusalError(applied.reason);
    const row = await ordersRepo.insert(tx, {
      id: crypto.randomUUID(),
      outTradeNo: newOutTradeNo(now),
      userId: p.userId,
      packageId: pkg.id,
      packageName: pkg.name,
      couponId: applied?.coupon.id ?? null,
      couponCode: applied?.coupon.code ?? null,
      amountFen: applied?.effect.priceFen ?? pkg.priceFen,
      originalFen: pkg.priceFen,
      words: pkg.words,
      bonusWords: applied?.effect.bonusWords ?? 0,
      state: 'created',
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (applied) await couponsRepo.reserve(tx, { couponId: applied.coupon.id, userId: p.userId, orderId: row.id, now });
    return row;
  });
  return placeWithGateway(ctx, gateway, order);
}

async function placeWithGateway(ctx: AppContext, gateway: PaymentGateway, order: PaymentOrderRow) {
  try {
    const { codeUrl } = await gateway.createNativeOrder({
      outTradeNo: order.outTradeNo,
      description: `Inkstone ${order.packageName}`.slice(0, 127),
      amountFen: order.amountFen,
      expiresAt: order.expiresAt,
    });
    const placed = await ordersRepo.update(ctx.db, order.id, { state: 'paying', codeUrl, updatedAt: ctx.clock.now() });
    return { order: placed, codeUrl };
  } catch (err) {
    await releaseOrder(ctx.db, order.outTradeNo, 'closed', ctx.clock.now());
    // The cause goes to the log with the 502, never into the response.
    throw Object.assign(UpstreamError('WeChat Pay did not accept the order. Please try again.'), { cause: err });
  }
}
