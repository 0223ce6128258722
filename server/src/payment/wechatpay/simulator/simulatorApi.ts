import { z } from 'zod';
import type { PlatformKey } from '../platformKeys.js';
import { verifyAuthorization } from '../sign.js';
import { closeOrder, placeOrder, transactionView, type SimulatedOrder } from './simulatedOrders.js';
import { placeRefund, RefundReq, refundView, settleOnQuery, type SimulatedRefund } from './simulatedRefunds.js';

/** What the simulator answers: a status and, unless 204, a JSON body. */
export interface SimulatorReply {
  status: number;
  json?: unknown;
}

/** The simulated merchant account: who may call, and the orders placed so far. */
export interface SimulatorAccount {
  mchid: string;
  merchantKeys: readonly PlatformKey[];
  orders: Map<string, SimulatedOrder>;
  refunds: Map<string, SimulatedRefund>;
}

const NativeOrderReq = z.object({
  appid: z.string().min(1),
  mchid: z.string().min(1),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/),
  time_expire: z.string().optional(),
  notify_url: z.url(),
  amount: z.object({ total: z.number().int().positive(), currency: z.literal('CNY').optional() }),
});
const REFUND_PATH = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/;
const ORDER_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?(?:\?(.*))?$/;

const refuse = (status: number, code: string, message: string): SimulatorReply => ({ status, json: { code, message } });

/**
 * One API v3 request, as WeChat Pay answers it: the merchant signature first (401 SIGN_ERROR),
 * then Native order, query by out_trade_no, close, refund and refund query. No sockets here; the
 * server wraps it.
 */
export function answerRequest(
  account: SimulatorAccount,
  req: { method: string; url: string; authorization: string | undefined; body: string },
  now: Date,
): SimulatorReply {
  const { method, url, body } = req;
  const auth = verifyAuthorization(req.authorization, { method, urlPathWithQuery: url, body }, { ...account, now });
  if (!auth.ok) return refuse(401, 'SIGN_ERROR', `签名错误 (${auth.reason})`);
  if (method === 'POST' && url === '/v3/pay/transactions/native') return answerNativeOrder(account, body);
  if (method === 'POST' && url === '/v3/refund/domestic/refunds') return answerRefund(account, body, now);
  const refundMatch = REFUND_PATH.exec(url);
  if (method === 'GET' && refundMatch) {
    const refund = account.refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
    return refund
      ? { status: 200, json: refundView(settleOnQuery(refund, now)) }
      : refuse(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  }
  const match = ORDER_PATH.exec(url);
  if (!match) return refuse(404, 'NOT_FOUND', `no such API: ${method} ${url}`);
  const order = account.orders.get(decodeURIComponent(match[1] ?? ''));
  const isClose = Boolean(match[2]);
  if (method === 'GET' && !isClose) {
    const mchid = new URLSearchParams(match[3] ?? '').get('mchid');
    if (!order || mchid !== order.mchid) return refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
    return { status: 200, json: transactionView(order) };
  }
  if (method === 'POST' && isClose) {
    if (!order || bodyField(body, 'mchid') !== order.mchid) return refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
    const refusal = closeOrder(order);
    return refusal ? refuse(refusal.status, refusal.code, refusal.message) : { status: 204 };
  }
  return refuse(404, 'NOT_FOUND', `no such API: ${method} ${url}`);
}

function answerNativeOrder(account: SimulatorAccount, body: string): SimulatorReply {
  const parsed = NativeOrderReq.safeParse(safeJson(body));
  if (!parsed.success) return refuse(400, 'PARAM_ERROR', parsed.error.issues[0]?.message ?? 'bad body');
  const req = parsed.data;
  // The signature named the merchant; the body must not name another.
  if (req.mchid !== account.mchid) return refuse(400, 'MCH_NOT_EXISTS', '商户号不存在');
  const placed = placeOrder(account.orders, {
    appid: req.appid,
    mchid: req.mchid,
    outTradeNo: req.out_trade_no,
    description: req.description,
    amountFen: req.amount.total,
    notifyUrl: req.notify_url,
    timeExpire: req.time_expire,
  });
  if ('code' in placed) return refuse(placed.status, placed.code, placed.message);
  return { status: 200, json: { code_url: placed.codeUrl } };
}

function answerRefund(account: SimulatorAccount, body: string, now: Date): SimulatorReply {
  const parsed = RefundReq.safeParse(safeJson(body));
  if (!parsed.success) return refuse(400, 'PARAM_ERROR', parsed.error.issues[0]?.message ?? 'bad body');
  const placed = placeRefund(account.refunds, account.orders.get(parsed.data.out_trade_no), parsed.data, now);
  if ('code' in placed) return refuse(placed.status, placed.code, placed.message);
  return { status: 200, json: refundView(placed) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function bodyField(body: string, name: string): unknown {
  const json = safeJson(body);
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}
