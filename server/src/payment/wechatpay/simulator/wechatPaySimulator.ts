import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../lib/clock.js';
import type { PlatformKey } from '../platformKeys.js';
import {
  generatePlatformKeyPair,
  platformKeyOf,
  signAsPlatform,
  type PlatformKeyPair,
  type SignedMessage,
} from './platformSigning.js';
import { markPaid, type SimulatedOrder } from './simulatedOrders.js';
import type { SimulatedRefund } from './simulatedRefunds.js';
import { answerRequest } from './simulatorApi.js';
import { deliverNotification, transactionSuccessNotification } from './transactionNotification.js';

/** Who the simulated merchant is (its public key and serial, mchid, APIv3 key) and the platform key. */
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

/** A running simulator and the payer's side of it (pay) plus test hooks (notifyRaw, sign). */
export interface WechatPaySimulator {
  /** http://127.0.0.1:PORT, the client's baseUrl. */
  url: string;
  /** The platform key the merchant must trust (public half). */
  platformKey: PlatformKey;
  orders: ReadonlyMap<string, SimulatedOrder>;
  refunds: ReadonlyMap<string, SimulatedRefund>;
  /** The payer scans and pays: the order becomes SUCCESS and its notification is POSTed to notify_url. */
  pay(outTradeNo: string): Promise<{ status: number; notification: SignedMessage }>;
  /** Sends any body (a replay, a tampered copy) to a URL as a notification; the receiver's status. */
  notifyRaw(url: string, notification: SignedMessage): Promise<number>;
  /** Signs an arbitrary body with the platform key, e.g. a tampered envelope re-signed. */
  sign(body: string): SignedMessage;
  close(): Promise<void>;
}

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
  const refunds = new Map<string, SimulatedRefund>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const reply = answerRequest({ mchid: options.mchid, merchantKeys, orders, refunds }, request, clock.now());
      const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
      const signed = signAsPlatform(platform, body, clock.now());
      const headers = { ...signed.headers, 'Request-ID': randomUUID() };
      res.writeHead(reply.status, body ? { ...headers, 'Content-Type': 'application/json' } : headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    platformKey: platformKeyOf(platform),
    orders,
    refunds,
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
