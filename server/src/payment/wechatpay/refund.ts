import { z } from 'zod';

/** The states of a refund (退款 `status`): accepted and under way, done, closed, or stuck at the bank. */
export const RefundStatus = z.enum(['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL']);
export type RefundStatus = z.infer<typeof RefundStatus>;

const Fen = z.number().int().nonnegative();

/**
 * A refund as `POST /v3/refund/domestic/refunds` and `GET …/refunds/{out_refund_no}` return it
 * (unknown fields dropped).
 */
export const WechatRefund = z.object({
  refund_id: z.string().min(1),
  out_refund_no: z.string().min(1),
  transaction_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  status: RefundStatus,
  create_time: z.string().optional(),
  success_time: z.string().optional(),
  amount: z.object({ total: Fen, refund: Fen, currency: z.string().optional() }).partial().optional(),
});
export type WechatRefund = z.infer<typeof WechatRefund>;

/** WeChat Pay's `out_refund_no` rule: 1–64 of [0-9A-Za-z_-|*@]. */
export const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

/**
 * The one refund number an order ever has: a retried or concurrent refund call names the same
 * refund, which WeChat Pay answers idempotently instead of refunding twice.
 */
export function outRefundNoOf(outTradeNo: string): string {
  return `${outTradeNo}R`;
}
