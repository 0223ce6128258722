import { randomBytes, randomInt } from 'node:crypto';
import { toBeijingRfc3339 } from '../beijingTime.js';

/** One Native order as the simulator keeps it. */
export interface SimulatedOrder {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  timeExpire: string | undefined;
  codeUrl: string;
  /** REFUND: paid, then (partly) refunded (simulatedRefunds.ts). */
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId?: string;
  successTime?: string;
  payerOpenid?: string;
}

/** A refusal in WeChat Pay's terms: HTTP status, code and message. */
export interface SimulatorRefusal {
  status: number;
  code: string;
  message: string;
}

export type NewOrder = Omit<SimulatedOrder, 'codeUrl' | 'state'>;

/**
 * Places an order. Like WeChat Pay, repeating an out_trade_no with the same content is idempotent
 * (same code_url), and with different content is refused.
 */
export function placeOrder(orders: Map<string, SimulatedOrder>, input: NewOrder): SimulatedOrder | SimulatorRefusal {
  const existing = orders.get(input.outTradeNo);
  if (existing) {
    const isSame =
      existing.amountFen === input.amountFen &&
      existing.description === input.description &&
      existing.appid === input.appid;
    if (existing.state !== 'NOTPAY') return { status: 400, code: 'ORDERPAID', message: `order is ${existing.state}` };
    return isSame ? existing : { status: 400, code: 'INVALID_REQUEST', message: '201 商户订单号重复' };
  }
  const order: SimulatedOrder = {
    ...input,
    codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
    state: 'NOTPAY',
  };
  orders.set(order.outTradeNo, order);
  return order;
}

/** Marks an unpaid, unexpired order paid, with a WeChat-style transaction id (4200… 28 digits). */
export function markPaid(order: SimulatedOrder, now: Date): void {
  if (order.state !== 'NOTPAY') throw new Error(`order ${order.outTradeNo} is ${order.state}, not payable`);
  if (order.timeExpire && Date.parse(order.timeExpire) < now.getTime()) {
    throw new Error(`order ${order.outTradeNo} expired at ${order.timeExpire}`);
  }
  const digits = Array.from({ length: 24 }, () => randomInt(10)).join('');
  order.state = 'SUCCESS';
  order.transactionId = `4200${digits}`;
  order.successTime = toBeijingRfc3339(now);
  order.payerOpenid = `oSim${randomBytes(12).toString('base64url')}`;
}

/** Closes an order; closing a closed one again is fine, closing a paid one is refused. */
export function closeOrder(order: SimulatedOrder): SimulatorRefusal | null {
  if (order.state === 'SUCCESS' || order.state === 'REFUND')
    return { status: 400, code: 'ORDERPAID', message: '订单已支付' };
  order.state = 'CLOSED';
  return null;
}

/** The order as the query API (and, once paid, the notification's resource) shows it. */
export function transactionView(order: SimulatedOrder): Record<string, unknown> {
  const base = { appid: order.appid, mchid: order.mchid, out_trade_no: order.outTradeNo, attach: '' };
  if (order.state !== 'SUCCESS' && order.state !== 'REFUND') {
    const desc = order.state === 'CLOSED' ? '订单已关闭' : '订单未支付';
    return {
      ...base,
      trade_state: order.state,
      trade_state_desc: desc,
      amount: { total: order.amountFen, payer_currency: 'CNY' },
    };
  }
  return {
    ...base,
    transaction_id: order.transactionId,
    trade_type: 'NATIVE',
    trade_state: order.state,
    trade_state_desc: order.state === 'REFUND' ? '转入退款' : '支付成功',
    bank_type: 'OTHERS',
    success_time: order.successTime,
    payer: { openid: order.payerOpenid },
    amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}
