import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatPayClient } from './client.js';
import type { WechatPayConfig } from './config.js';
import { NOTIFICATION_ACCEPTED, parseNotification, replyToRefusal } from './notification.js';
import { startDevWechatPaySimulator } from './simulator/devWechatPaySimulator.js';
import type { WechatPaySimulator } from './simulator/wechatPaySimulator.js';
import type { PaidTransaction } from './transaction.js';
import { WechatPayError } from './wechatPayError.js';

/** A merchant's notify_url on a real socket: parses each notification as the app will. */
async function startReceiver(config: () => WechatPayConfig) {
  const received: ({ ok: true; transaction: PaidTransaction } | { ok: false; reason: string })[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { platformPublicKeys, apiV3Key } = config();
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const result = parseNotification(
        { headers: req.headers, rawBody },
        { platformKeys: platformPublicKeys, apiV3Key, now: new Date() },
      );
      received.push(result.ok ? { ok: true, transaction: result.transaction } : result);
      const reply = result.ok ? NOTIFICATION_ACCEPTED : replyToRefusal(result);
      res.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/payment/wechat/notify`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Expects a WechatPayError and returns it. */
async function wechatError(promise: Promise<unknown>): Promise<WechatPayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof WechatPayError)) throw new Error(`expected a WechatPayError, got ${String(error)}`);
  return error;
}

describe('WechatPayClient against the simulator, over HTTP', () => {
  let simulator: WechatPaySimulator;
  let config: WechatPayConfig;
  let client: WechatPayClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const expiresAt = new Date(Date.now() + 30 * 60_000);

  beforeAll(async () => {
    receiver = await startReceiver(() => config);
    ({ simulator, config } = await startDevWechatPaySimulator({ notifyUrl: receiver.url }));
    client = new WechatPayClient(config);
  });
  afterAll(async () => {
    await simulator.close();
    await receiver.close();
  });

  it('creates, queries NOTPAY, is paid and notified, queries SUCCESS', async () => {
    const order = { outTradeNo: 'INK-RT-0001', description: 'Inkstone 10k words', amountFen: 990, expiresAt };
    const { codeUrl } = await client.createNativeOrder(order);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/);
    const placed = simulator.orders.get('INK-RT-0001');
    expect(placed).toMatchObject({ amountFen: 990, notifyUrl: receiver.url, appid: config.appid });
    expect(placed?.timeExpire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(Date.parse(placed?.timeExpire ?? '')).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000);

    expect(await client.queryOrder('INK-RT-0001')).toMatchObject({
      trade_state: 'NOTPAY',
      out_trade_no: 'INK-RT-0001',
    });

    const paid = await simulator.pay('INK-RT-0001');
    expect(paid.status).toBe(204);
    const notified = receiver.received.at(-1);
    if (!notified?.ok) throw new Error(`notification refused: ${JSON.stringify(notified)}`);
    expect(notified.transaction).toMatchObject({
      out_trade_no: 'INK-RT-0001',
      transaction_id: placed?.transactionId,
      trade_state: 'SUCCESS',
      mchid: config.mchid,
      amount: { total: 990, payer_total: 990, currency: 'CNY' },
    });

    const queried = await client.queryOrder('INK-RT-0001');
    expect(queried).toMatchObject({ trade_state: 'SUCCESS', transaction_id: notified.transaction.transaction_id });

    // A paid order cannot be closed, and the notify_url refuses a tampered copy of the notification.
    expect(await wechatError(client.closeOrder('INK-RT-0001'))).toMatchObject({ status: 400, code: 'ORDERPAID' });
    const tampered = { ...paid.notification, body: paid.notification.body.replace('"summary"', '"summary" ') };
    expect(await simulator.notifyRaw(receiver.url, tampered)).toBe(401);
    expect(receiver.received.at(-1)).toMatchObject({ ok: false, reason: 'bad_signature' });
    // An exact replay within 5 minutes verifies again: crediting once per out_trade_no is the caller's job.
    expect(await simulator.notifyRaw(receiver.url, paid.notification)).toBe(204);
  });

  it('closes an unpaid order, which then reads CLOSED', async () => {
    await client.createNativeOrder({ outTradeNo: 'INK-RT-0002', description: 'Close me', amountFen: 100, expiresAt });
    await expect(client.closeOrder('INK-RT-0002')).resolves.toBeUndefined();
    expect((await client.queryOrder('INK-RT-0002')).trade_state).toBe('CLOSED');
    await expect(simulator.pay('INK-RT-0002')).rejects.toThrow(/CLOSED/);
  });

  it('repeats an order idempotently, refuses the same number with another amount', async () => {
    const order = { outTradeNo: 'INK-RT-0003', description: 'Twice', amountFen: 500, expiresAt };
    const first = await client.createNativeOrder(order);
    expect(await client.createNativeOrder(order)).toEqual(first);
    const error = await wechatError(client.createNativeOrder({ ...order, amountFen: 501 }));
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REQUEST', isVerified: true });
  });

  it("passes WeChat's error code through: ORDER_NOT_EXIST", async () => {
    expect(await wechatError(client.queryOrder('INK-NO-SUCH'))).toMatchObject({ status: 404, code: 'ORDER_NOT_EXIST' });
  });

  it('is refused with SIGN_ERROR when it signs with a key the simulator does not know', async () => {
    const other = await startDevWechatPaySimulator({ notifyUrl: receiver.url });
    await other.simulator.close();
    const impostor = new WechatPayClient({ ...config, merchantPrivateKeyPem: other.config.merchantPrivateKeyPem });
    const error = await wechatError(impostor.queryOrder('INK-RT-0001'));
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR', isVerified: true });
  });

  it('refuses a response not signed by a trusted platform key, or altered on the way', async () => {
    const other = await startDevWechatPaySimulator({ notifyUrl: receiver.url });
    await other.simulator.close();
    const distrustful = new WechatPayClient({ ...config, platformPublicKeys: other.config.platformPublicKeys });
    const unknown = await wechatError(distrustful.queryOrder('INK-RT-0001'));
    expect(unknown).toMatchObject({ status: 200, code: 'RESPONSE_NOT_VERIFIED' });
    expect(unknown.message).toMatch(/no platform key with serial/);

    // A man in the middle turning NOTPAY into SUCCESS keeps the headers but not the signature.
    const altering: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const body = (await res.text()).replace('NOTPAY', 'SUCCESS');
      return new Response(body, { status: res.status, headers: res.headers });
    };
    await client.createNativeOrder({ outTradeNo: 'INK-RT-0004', description: 'MITM', amountFen: 1, expiresAt });
    const altered = await wechatError(new WechatPayClient(config, { fetch: altering }).queryOrder('INK-RT-0004'));
    expect(altered).toMatchObject({ code: 'RESPONSE_NOT_VERIFIED' });
    expect(altered.message).toMatch(/signature/);
  });

  it('reports a refused connection as NETWORK_ERROR, and lets a caller abort through as itself', async () => {
    const closed = await startDevWechatPaySimulator({ notifyUrl: receiver.url });
    await closed.simulator.close(); // nothing listens on its port any more
    const offline = new WechatPayClient({ ...config, baseUrl: closed.config.baseUrl });
    expect(await wechatError(offline.queryOrder('INK-RT-0001'))).toMatchObject({ status: null, code: 'NETWORK_ERROR' });
    const aborted = await client.queryOrder('INK-RT-0001', AbortSignal.abort()).catch((e: unknown) => e);
    expect(aborted).not.toBeInstanceOf(WechatPayError);
    expect(aborted).toMatchObject({ name: 'AbortError' });
  });

  it('gives up after its timeout with a TIMEOUT error', async () => {
    const silent = http.createServer(() => {}); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = new WechatPayClient({ ...config, baseUrl }, { timeoutMs: 150 });
    const error = await wechatError(slow.queryOrder('INK-RT-0001'));
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(error).toMatchObject({ status: null, code: 'TIMEOUT' });
  });
});
