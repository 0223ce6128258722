import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { toBeijingRfc3339 } from '../beijingTime.js';
import { OUT_REFUND_NO } from '../refund.js';
import type { SimulatedOrder, SimulatorRefusal } from './simulatedOrders.js';

/** One refund as the simulator keeps it: accepted as PROCESSING, SUCCESS once WeChat Pay is asked again. */
export interface SimulatedRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refundFen: number;
  totalFen: number;
  status: 'PROCESSING' | 'SUCCESS';
  createTime: string;
  successTime?: string;
}

export const RefundReq = z.object({
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/),
  out_refund_no: z.string().regex(OUT_REFUND_NO),
  reason: z.string().max(80).optional(),
  notify_url: z.url().optional(),
  amount: z.object({
    refund: z.number().int().positive(),
    total: z.number().int().positive(),
    currency: z.literal('CNY'),
  }),
});
export type RefundReq = z.infer<typeof RefundReq>;

const refusal = (status: number, code: string, message: string): SimulatorRefusal => ({ status, code, message });

/**
 * Accepts a refund of a paid order as WeChat Pay does: the same out_refund_no again answers the
 * refund already made (never a second one); the total must be what was paid, and all refunds of an
 * order together at most that. The order's trade state becomes REFUND.
 */
export function placeRefund(
  refunds: Map<string, SimulatedRefund>,
  order: SimulatedOrder | undefined,
  req: RefundReq,
  now: Date,
): SimulatedRefund | SimulatorRefusal {
  const existing = refunds.get(req.out_refund_no);
  if (existing) {
    const isSame = existing.outTradeNo === req.out_trade_no && existing.refundFen === req.amount.refund;
    return isSame ? existing : refusal(400, 'INVALID_REQUEST', '商户退款单号重复');
  }
  if (!order) return refusal(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (!order.transactionId) return refusal(400, 'INVALID_REQUEST', '订单未支付');
  if (req.amount.total !== order.amountFen) return refusal(400, 'PARAM_ERROR', '订单金额或退款金额与之前请求不一致');
  const refunded = [...refunds.values()].filter((r) => r.outTradeNo === order.outTradeNo);
  if (refunded.reduce((sum, r) => sum + r.refundFen, req.amount.refund) > order.amountFen)
    return refusal(403, 'NOT_ENOUGH', '基本账户余额不足或申请退款金额超过可退金额');
  const refund: SimulatedRefund = {
    refundId: `50${Array.from({ length: 27 }, () => randomInt(10)).join('')}`,
    outRefundNo: req.out_refund_no,
    outTradeNo: order.outTradeNo,
    transactionId: order.transactionId,
    refundFen: req.amount.refund,
    totalFen: req.amount.total,
    status: 'PROCESSING',
    createTime: toBeijingRfc3339(now),
  };
  refunds.set(refund.outRefundNo, refund);
  order.state = 'REFUND';
  return refund;
}

/** The refund as WeChat Pay shows it; asked after it was accepted, it has gone through. */
export function settleOnQuery(refund: SimulatedRefund, now: Date): SimulatedRefund {
  if (refund.status === 'PROCESSING') Object.assign(refund, { status: 'SUCCESS', successTime: toBeijingRfc3339(now) });
  return refund;
}

/** The refund in WeChat Pay's field names. */
export function refundView(refund: SimulatedRefund): Record<string, unknown> {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    status: refund.status,
    create_time: refund.createTime,
    ...(refund.successTime ? { success_time: refund.successTime } : {}),
    amount: {
      total: refund.totalFen,
      refund: refund.refundFen,
      payer_total: refund.totalFen,
      payer_refund: refund.refundFen,
      currency: 'CNY',
    },
  };
}
