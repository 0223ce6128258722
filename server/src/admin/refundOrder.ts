import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as ordersRepo from '../db/repos/paymentOrders.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { PaymentOrderRow } from '../db/schema/index.js';
import { AppError, ConflictError, NotFoundError } from '../errors.js';
import { gatewayOf } from '../payment/createOrder.js';
import { outRefundNoOf, type RefundStatus } from '../payment/wechatpay/refund.js';

/** What the administrator asked: which order, and why (kept in the ledger and the audit log). */
export interface RefundRequest {
  outTradeNo: string;
  note: string;
}

/**
 * Refunds a paid order in full (docs/payments.md, "Refunds"). First, in one transaction with the
 * order row locked, the order becomes `refunded`, its words (and coupon bonus) leave the balance as
 * one `refund` ledger row, and the audit log records it: concurrent clicks queue on the lock and
 * all but the first find the order refunded (409). Words already spent refuse the refund (409),
 * as the balance never goes below zero. Then WeChat Pay is asked, always with the order's one
 * refund number, so a retry never refunds twice. If it refuses (or cannot be reached and does not
 * know the refund), the words come back and the order is paid again (502).
 */
export async function refundOrder(ctx: AppContext, actorId: string, req: RefundRequest): Promise<PaymentOrderRow> {
  const gateway = gatewayOf(ctx);
  const outRefundNo = outRefundNoOf(req.outTradeNo);
  const claimed = await claimRefund(ctx, actorId, req, outRefundNo);
  let status: RefundStatus | undefined;
  let failure: unknown;
  try {
    status = await gateway.refund({
      outTradeNo: claimed.outTradeNo,
      outRefundNo,
      amountFen: claimed.amountFen,
      reason: 'Inkstone top-up refund',
    });
  } catch (err) {
    failure = err;
    // A timeout may hide a refund WeChat Pay did accept: ask before giving the words back.
    status = await gateway.queryRefund(outRefundNo).catch(() => undefined);
  }
  if (status === undefined || status === 'CLOSED') {
    const why = describe(failure, status);
    await undoClaim(ctx, actorId, claimed, why);
    throw new AppError(502, ErrorCode.refundFailed, `WeChat Pay did not make the refund: ${why}`);
  }
  return claimed;
}

function describe(failure: unknown, status: RefundStatus | undefined): string {
  if (status === 'CLOSED') return 'the refund was closed.';
  return failure instanceof Error ? failure.message : 'no answer.';
}

/** The words an order put on the balance: what it bought and its coupon bonus. */
const wordsOf = (order: PaymentOrderRow) => order.words + order.bonusWords;

async function claimRefund(
  ctx: AppContext,
  actorId: string,
  req: RefundRequest,
  outRefundNo: string,
): Promise<PaymentOrderRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await ordersRepo.lockByOutTradeNo(tx, req.outTradeNo);
    if (!order) throw NotFoundError('Order');
    if (order.state !== 'paid')
      throw ConflictError(
        ErrorCode.orderNotRefundable,
        `Only a paid order can be refunded; this one is ${order.state}.`,
      );
    const after = await ledger.applyChange(tx, {
      userId: order.userId,
      delta: -wordsOf(order),
      reason: 'refund',
      refId: order.outTradeNo,
      actorId,
      note: req.note,
      now,
    });
    if (after === undefined)
      throw ConflictError(
        ErrorCode.refundWordsSpent,
        `The user has already spent some of this order's ${wordsOf(order)} words; refunding would take the balance below zero.`,
      );
    const detail = { amountFen: order.amountFen, words: wordsOf(order), outRefundNo, note: req.note, wordsLeft: after };
    await audit.append(tx, {
      actorId,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.outTradeNo,
      detail,
      now,
    });
    return ordersRepo.update(tx, order.id, { state: 'refunded', updatedAt: now });
  });
}

/** WeChat Pay made no refund: the words go back (a noted adjustment by the same admin), the order is paid again. */
async function undoClaim(ctx: AppContext, actorId: string, order: PaymentOrderRow, why: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await ordersRepo.lockByOutTradeNo(tx, order.outTradeNo);
    if (locked?.state !== 'refunded') return;
    await ledger.applyChange(tx, {
      userId: order.userId,
      delta: wordsOf(order),
      reason: 'admin_adjustment',
      refId: order.outTradeNo,
      actorId,
      note: `Refund of order ${order.outTradeNo} not made by WeChat Pay; words returned`,
      now,
    });
    const detail = { error: why };
    await audit.append(tx, {
      actorId,
      action: 'order.refund_failed',
      targetType: 'order',
      targetId: order.outTradeNo,
      detail,
      now,
    });
    await ordersRepo.update(tx, order.id, { state: 'paid', updatedAt: now });
  });
}
