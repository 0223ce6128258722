import { describe, expect, it } from 'vitest';
import { encryptResource } from './aead.js';
import {
  NOTIFICATION_ACCEPTED,
  openNotification,
  parseNotification,
  replyToRefusal,
  type NotificationEnvelope,
} from './notification.js';
import { generatePlatformKeyPair, platformKeyOf, signAsPlatform } from './simulator/platformSigning.js';
import { markPaid, placeOrder, transactionView, type SimulatedOrder } from './simulator/simulatedOrders.js';
import { transactionSuccessNotification } from './simulator/transactionNotification.js';
import { readWechatpayFixtureJson, wechatpayFixturesDir } from './wechatpayFixtures.js';

const fixtures = wechatpayFixturesDir();
const NOW = new Date('2026-03-01T12:00:00Z');
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';

function paidOrder(): SimulatedOrder {
  const order = placeOrder(new Map(), {
    appid: 'wx0000000000000001',
    mchid: '1900000001',
    outTradeNo: 'INK20260301000001',
    description: 'Inkstone 10,000 words',
    amountFen: 990,
    notifyUrl: 'https://example.test/notify',
    timeExpire: undefined,
  });
  if ('code' in order) throw new Error(order.message);
  markPaid(order, NOW);
  return order;
}

describe('parseNotification (TRANSACTION.SUCCESS)', () => {
  const platform = generatePlatformKeyPair();
  const keys = { platformKeys: [platformKeyOf(platform)], apiV3Key: API_V3_KEY, now: NOW };
  const order = paidOrder();
  const sent = transactionSuccessNotification(order, { apiV3Key: API_V3_KEY, platform }, NOW);
  const envelope = JSON.parse(sent.body) as NotificationEnvelope;
  /** The envelope changed and signed again by the platform: only what comes after the signature can refuse it. */
  const resigned = (change: (e: NotificationEnvelope) => NotificationEnvelope) => {
    const signed = signAsPlatform(platform, JSON.stringify(change(structuredClone(envelope))), NOW);
    return { headers: signed.headers, rawBody: signed.body };
  };

  it.skipIf(!fixtures)('has the shape of the documented TRANSACTION.SUCCESS envelope', () => {
    const documented = readWechatpayFixtureJson<NotificationEnvelope>(
      fixtures ?? '',
      'notify_envelope_TRANSACTION.SUCCESS.documented-example.json',
    );
    expect(Object.keys(envelope).sort()).toEqual(Object.keys(documented).sort());
    expect(Object.keys(envelope.resource).sort()).toEqual(Object.keys(documented.resource).sort());
    const { id: _id, create_time: _time, resource: _resource, ...fixed } = documented;
    expect(envelope).toMatchObject({
      ...fixed,
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM' },
    });
    expect(envelope.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('verifies, decrypts and validates the paid transaction', () => {
    const result = parseNotification({ headers: sent.headers, rawBody: sent.body }, keys);
    if (!result.ok) throw new Error(`refused: ${result.reason} ${result.detail}`);
    expect(result.envelope.event_type).toBe('TRANSACTION.SUCCESS');
    expect(result.transaction).toMatchObject({
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId,
      trade_state: 'SUCCESS',
      mchid: order.mchid,
      appid: order.appid,
      success_time: '2026-03-01T20:00:00+08:00',
      amount: { total: 990, payer_total: 990, currency: 'CNY' },
    });
  });

  it('refuses a changed body, an unknown serial and a replay older than 5 minutes', () => {
    const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? 'ok' : r.reason);
    const tamperedBody = sent.body.replace(envelope.id, `${envelope.id}x`);
    expect(reason(parseNotification({ headers: sent.headers, rawBody: tamperedBody }, keys))).toBe('bad_signature');
    const otherSerial = { ...sent.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_0000' };
    expect(reason(parseNotification({ headers: otherSerial, rawBody: sent.body }, keys))).toBe('unknown_serial');
    const later = { ...keys, now: new Date(NOW.getTime() + 301_000) };
    expect(reason(parseNotification({ headers: sent.headers, rawBody: sent.body }, later))).toBe('stale_timestamp');
  });

  it('refuses a signed envelope whose ciphertext was altered, or that another APIv3 key sealed', () => {
    const flipped = resigned((e) => {
      const bytes = Buffer.from(e.resource.ciphertext, 'base64');
      bytes[3] = (bytes[3] ?? 0) ^ 0x20;
      return { ...e, resource: { ...e.resource, ciphertext: bytes.toString('base64') } };
    });
    expect(parseNotification(flipped, keys)).toMatchObject({ ok: false, reason: 'decrypt_failed' });
    const original = { headers: sent.headers, rawBody: sent.body };
    expect(parseNotification(original, { ...keys, apiV3Key: API_V3_KEY.toUpperCase() })).toMatchObject({
      reason: 'decrypt_failed',
    });
  });

  it('refuses a transaction without what a payment is credited from, and events other than payment', () => {
    const withoutId = resigned((e) => ({
      ...e,
      resource: encryptResource(JSON.stringify({ ...transactionView(order), transaction_id: undefined }), API_V3_KEY, {
        associatedData: 'transaction',
      }),
    }));
    const intact = resigned((e) => ({
      ...e,
      resource: encryptResource(JSON.stringify(transactionView(order)), API_V3_KEY, { associatedData: 'transaction' }),
    }));
    expect(parseNotification(intact, keys).ok).toBe(true); // the same path, so only the missing id refuses
    expect(parseNotification(withoutId, keys)).toMatchObject({ ok: false, reason: 'invalid_transaction' });
    const refund = resigned((e) => ({ ...e, event_type: 'REFUND.SUCCESS' }));
    expect(parseNotification(refund, keys)).toMatchObject({ ok: false, reason: 'unsupported_event' });
    expect(openNotification(refund, keys).ok).toBe(true);
    expect(
      parseNotification(
        resigned(() => ({}) as NotificationEnvelope),
        keys,
      ),
    ).toMatchObject({
      reason: 'invalid_envelope',
    });
  });

  it('answers WeChat Pay as the protocol asks: empty 204, or 4xx with {code:"FAIL"}', () => {
    expect(NOTIFICATION_ACCEPTED).toEqual({ status: 204, headers: {}, body: '' });
    const reply = replyToRefusal({ ok: false, reason: 'bad_signature', detail: '' });
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toEqual({ code: 'FAIL', message: 'bad_signature' });
    expect(replyToRefusal({ ok: false, reason: 'decrypt_failed', detail: '' }).status).toBe(400);
  });
});

describe.skipIf(!fixtures)('the wechatpay-go signed notification', () => {
  type Vector = {
    now_unix: number;
    apiv3_key: string;
    headers: Record<string, string>;
    body: string;
    platform_certificate_pem: string;
    expected: { id: string; event_type: string; resource_plaintext: string };
  };
  const v = fixtures
    ? readWechatpayFixtureJson<Vector>(fixtures, 'notify_signed-request_payscore_vector_wechatpay-go.json')
    : null;
  const keysAt = (vector: Vector, unix: number) => ({
    platformKeys: [{ serial: 'D7CE59D1F522D701', pem: vector.platform_certificate_pem }],
    apiV3Key: vector.apiv3_key,
    now: new Date(unix * 1000),
  });

  it('verifies and decrypts at its own time, and is refused as a non-payment event', () => {
    if (!v) throw new Error('fixture missing');
    const opened = openNotification({ headers: v.headers, rawBody: v.body }, keysAt(v, v.now_unix));
    if (!opened.ok) throw new Error(`refused: ${opened.reason}`);
    expect(opened.envelope.id).toBe(v.expected.id);
    expect(opened.envelope.event_type).toBe(v.expected.event_type);
    expect(opened.plaintext).toBe(v.expected.resource_plaintext);
    expect(parseNotification({ headers: v.headers, rawBody: v.body }, keysAt(v, v.now_unix))).toMatchObject({
      reason: 'unsupported_event',
    });
  });

  it('is refused when replayed 6 minutes later, or with one character of its body changed', () => {
    if (!v) throw new Error('fixture missing');
    expect(openNotification({ headers: v.headers, rawBody: v.body }, keysAt(v, v.now_unix + 360))).toMatchObject({
      reason: 'stale_timestamp',
    });
    const changed = v.body.replace('签约成功', '签约失败');
    expect(changed).not.toBe(v.body);
    expect(openNotification({ headers: v.headers, rawBody: changed }, keysAt(v, v.now_unix))).toMatchObject({
      reason: 'bad_signature',
    });
  });
});
