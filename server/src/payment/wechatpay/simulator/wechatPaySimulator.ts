import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { systemClock, type Clock } from '../../../lib/clock.js';
import type { PlatformKey } from '../platformKeys.js';
import { verifyAuthorization } from '../sign.js';
import {
  generatePlatformKeyPair,
  platformKeyOf,
  signAsPlatform,
  type PlatformKeyPair,
  type SignedMessage,
} from './platformSigning.js';
import { closeOrder, markPaid, placeOrder, transactionView, type SimulatedOrder } from './simulatedOrders.js';
import { deliverNotification, transactionSuccessNotification } from './transactionNotification.js';

export interface WechatPaySimulatorOptions {
  merchantPublicKeyPem: string;
  merchantSerial: string;
  mchid: string;
  apiV3Key: string;
  /** The key responses and notifications are signed with; a fresh one when omitted. */
  platformKeyPair?: PlatformKeyPair;
  clock?: Clock;
  /** 0 (any free port) by default; always on 127.0.0.1. */
  port?: number;
}

export interface WechatPaySimulator {
  /** http://127.0.0.1:PORT, the client's baseUrl. */
  url: string;
  /** The platform key the merchant must trust (public half). */
  platformKey: PlatformKey;
  orders: ReadonlyMap<string, SimulatedOrder>;
  /** The payer scans and pays: the order becomes SUCCESS and its notification is POSTed to notify_url. */
  pay(outTradeNo: string): Promise<{ status: number; notification: SignedMessage }>;
  /** Sends any body (a replay, a tampered copy) to a URL as a notification; the receiver's status. */
  notifyRaw(url: string, notification: SignedMessage): Promise<number>;
  /** Signs an arbitrary body with the platform key, e.g. a tampered envelope re-signed. */
  sign(body: string): SignedMessage;
  close(): Promise<void>;
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
const ORDER_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?(?:\?(.*))?$/;

type Reply = { status: number; json?: unknown };
const refuse = (status: number, code: string, message: string): Reply => ({ status, json: { code, message } });

/**
 * A local WeChat Pay (API v3, Native) on a real socket: checks the merchant signature of every
 * request (401 SIGN_ERROR otherwise), keeps orders in memory, signs every answer with the
 * platform key, and sends signed, encrypted TRANSACTION.SUCCESS notifications on pay().
 */
export async function startWechatPaySimulator(options: WechatPaySimulatorOptions): Promise<WechatPaySimulator> {
  const clock = options.clock ?? systemClock;
  const platform = options.platformKeyPair ?? generatePlatformKeyPair();
  const merchantKeys = [{ serial: options.merchantSerial, pem: options.merchantPublicKeyPem }];
  const orders = new Map<string, SimulatedOrder>();

  const handle = (method: string, url: string, authorization: string | undefined, body: string): Reply => {
    const now = clock.now();
    const auth = verifyAuthorization(
      authorization,
      { method, urlPathWithQuery: url, body },
      {
        mchid: options.mchid,
        merchantKeys,
        now,
      },
    );
    if (!auth.ok) return refuse(401, 'SIGN_ERROR', `签名错误 (${auth.reason})`);
    if (method === 'POST' && url === '/v3/pay/transactions/native') return handleNativeOrder(body);
    const match = ORDER_PATH.exec(url);
    const order = match ? orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match) return refuse(404, 'NOT_FOUND', `no such API: ${method} ${url}`);
    if (method === 'GET' && !match[2]) {
      const mchid = new URLSearchParams(match[3] ?? '').get('mchid');
      if (!order || mchid !== order.mchid) return refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
      return { status: 200, json: transactionView(order) };
    }
    if (method === 'POST' && match[2]) {
      if (!order || bodyMchid(body) !== order.mchid) return refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
      const refusal = closeOrder(order);
      return refusal ? refuse(refusal.status, refusal.code, refusal.message) : { status: 204 };
    }
    return refuse(404, 'NOT_FOUND', `no such API: ${method} ${url}`);
  };

  const handleNativeOrder = (body: string): Reply => {
    const parsed = NativeOrderReq.safeParse(safeJson(body));
    if (!parsed.success) return refuse(400, 'PARAM_ERROR', parsed.error.issues[0]?.message ?? 'bad body');
    const req = parsed.data;
    if (req.mchid !== options.mchid) return refuse(400, 'MCH_NOT_EXISTS', '商户号不存在');
    const placed = placeOrder(orders, {
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
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = handle(
        req.method ?? '',
        req.url ?? '',
        req.headers.authorization,
        Buffer.concat(chunks).toString('utf8'),
      );
      const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
      const signed = signAsPlatform(platform, body, clock.now());
      const headers = { ...signed.headers, 'Request-ID': `sim-${Date.now()}` };
      res.writeHead(reply.status, body ? { ...headers, 'Content-Type': 'application/json' } : headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    platformKey: platformKeyOf(platform),
    orders,
    async pay(outTradeNo) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      markPaid(order, clock.now());
      const notification = transactionSuccessNotification(order, { apiV3Key: options.apiV3Key, platform }, clock.now());
      return { status: await deliverNotification(order.notifyUrl, notification), notification };
    },
    notifyRaw: deliverNotification,
    sign: (body) => signAsPlatform(platform, body, clock.now()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function bodyMchid(body: string): unknown {
  const json = safeJson(body);
  return typeof json === 'object' && json !== null ? (json as { mchid?: unknown }).mchid : undefined;
}
