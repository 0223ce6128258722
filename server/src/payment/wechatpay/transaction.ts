import { z } from 'zod';

/** The states of a WeChat Pay transaction (查询订单 `trade_state`). */
export const TradeState = z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']);
export type TradeState = z.infer<typeof TradeState>;

const Fen = z.number().int().nonnegative();

/**
 * A transaction as the query API returns it. Before payment most fields are absent (no
 * transaction_id, success_time or payer), so they are optional here; unknown fields are dropped.
 */
export const WechatTransaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_type: z.string().optional(),
  trade_state: TradeState,
  trade_state_desc: z.string().optional(),
  bank_type: z.string().optional(),
  attach: z.string().optional(),
  success_time: z.string().optional(),
  payer: z.object({ openid: z.string() }).partial().optional(),
  amount: z
    .object({ total: Fen, payer_total: Fen, currency: z.string(), payer_currency: z.string() })
    .partial()
    .optional(),
});
export type WechatTransaction = z.infer<typeof WechatTransaction>;

/**
 * A paid transaction, as a TRANSACTION.SUCCESS notification carries it: what a payment is
 * credited from must be present (WeChat's id, the amounts and the time), so it is required here.
 */
export const PaidTransaction = WechatTransaction.extend({
  transaction_id: z.string().min(1),
  trade_state: z.literal('SUCCESS'),
  success_time: z.string().min(1),
  amount: z.object({ total: Fen, payer_total: Fen, currency: z.string(), payer_currency: z.string().optional() }),
});
export type PaidTransaction = z.infer<typeof PaidTransaction>;
