import { describe, expect, it } from 'vitest';
import { buildAuthorization } from '../sign.js';
import { generateRsaKeyPairPem, randomSerial } from './platformSigning.js';
import { markPaid, type SimulatedOrder } from './simulatedOrders.js';
import { answerRequest, type SimulatorAccount } from './simulatorApi.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const MCHID = '1900000001';
const merchant = generateRsaKeyPairPem();
const serial = randomSerial();

function newAccount(): SimulatorAccount {
  return {
    mchid: MCHID,
    merchantKeys: [{ serial, pem: merchant.publicKeyPem }],
    orders: new Map<string, SimulatedOrder>(),
    refunds: new Map(),
  };
}

/** A request signed by the merchant, answered by the account. */
function call(account: SimulatorAccount, method: string, url: string, body: unknown = undefined) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const signer = { mchid: MCHID, serial, privateKey: merchant.privateKeyPem };
  const authorization = buildAuthorization(signer, { method, urlPathWithQuery: url, body: text }, { now: NOW });
  return answerRequest(account, { method, url, authorization, body: text }, NOW);
}

const order = (overrides: Record<string, unknown> = {}) => ({
  appid: 'wx0000000000000001',
  mchid: MCHID,
  description: 'Inkstone',
  out_trade_no: 'INK-API-0001',
  notify_url: 'https://example.test/notify',
  amount: { total: 100, currency: 'CNY' },
  ...overrides,
});

describe('answerRequest', () => {
  it('places, queries and closes an order, and names unknown orders and APIs', () => {
    const account = newAccount();
    const placed = call(account, 'POST', '/v3/pay/transactions/native', order());
    expect(placed).toMatchObject({ status: 200, json: { code_url: expect.stringMatching(/^weixin:\/\/wxpay\//) } });
    const path = '/v3/pay/transactions/out-trade-no/INK-API-0001';
    expect(call(account, 'GET', `${path}?mchid=${MCHID}`)).toMatchObject({
      status: 200,
      json: { trade_state: 'NOTPAY' },
    });
    expect(call(account, 'GET', `${path}?mchid=1900000002`)).toMatchObject({
      status: 404,
      json: { code: 'ORDER_NOT_EXIST' },
    });
    expect(call(account, 'POST', `${path}/close`, { mchid: '1900000002' })).toMatchObject({ status: 404 });
    expect(call(account, 'POST', `${path}/close`, { mchid: MCHID })).toEqual({ status: 204 });
    expect(call(account, 'POST', `${path}/close`, { mchid: MCHID })).toEqual({ status: 204 }); // closing twice is fine
    expect(call(account, 'GET', `${path}?mchid=${MCHID}`)).toMatchObject({ json: { trade_state: 'CLOSED' } });
    expect(call(account, 'DELETE', path)).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } });
  });

  it('refuses a body naming another merchant than the signature, and a body that is not an order', () => {
    const account = newAccount();
    expect(call(account, 'POST', '/v3/pay/transactions/native', order({ mchid: '1900000002' }))).toMatchObject({
      status: 400,
      json: { code: 'MCH_NOT_EXISTS' },
    });
    expect(call(account, 'POST', '/v3/pay/transactions/native', order({ amount: { total: 0 } }))).toMatchObject({
      status: 400,
      json: { code: 'PARAM_ERROR' },
    });
    expect(account.orders.size).toBe(0);
  });

  it('checks the signature before anything else', () => {
    const account = newAccount();
    const reply = answerRequest(
      account,
      { method: 'POST', url: '/v3/pay/transactions/native', authorization: undefined, body: JSON.stringify(order()) },
      NOW,
    );
    expect(reply).toMatchObject({ status: 401, json: { code: 'SIGN_ERROR' } });
    expect(account.orders.size).toBe(0);
  });

  it('refunds a paid order once per out_refund_no, within what was paid, and answers the refund query', () => {
    const account = newAccount();
    call(account, 'POST', '/v3/pay/transactions/native', order());
    const refund = (outRefundNo: string, refundFen = 100, total = 100) =>
      call(account, 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: 'INK-API-0001',
        out_refund_no: outRefundNo,
        amount: { refund: refundFen, total, currency: 'CNY' },
      });
    expect(refund('INK-API-0001R')).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } }); // unpaid
    const paid = account.orders.get('INK-API-0001');
    if (!paid) throw new Error('no order');
    markPaid(paid, NOW);

    expect(refund('INK-API-0001R', 100, 99)).toMatchObject({ status: 400, json: { code: 'PARAM_ERROR' } });
    const first = refund('INK-API-0001R');
    expect(first).toMatchObject({
      status: 200,
      json: { out_refund_no: 'INK-API-0001R', out_trade_no: 'INK-API-0001', status: 'PROCESSING' },
    });
    // The same number again is the same refund, not a second one; another number finds nothing left.
    expect(refund('INK-API-0001R')).toEqual(first);
    expect(refund('INK-API-0001R2')).toMatchObject({ status: 403, json: { code: 'NOT_ENOUGH' } });
    expect(refund('INK-API-0001R', 50)).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
    expect(account.refunds.size).toBe(1);

    expect(call(account, 'GET', '/v3/refund/domestic/refunds/INK-API-0001R')).toMatchObject({
      status: 200,
      json: { status: 'SUCCESS', amount: { refund: 100, total: 100 } },
    });
    expect(call(account, 'GET', '/v3/refund/domestic/refunds/NOPE')).toMatchObject({
      status: 404,
      json: { code: 'RESOURCE_NOT_EXISTS' },
    });
    expect(call(account, 'GET', `/v3/pay/transactions/out-trade-no/INK-API-0001?mchid=${MCHID}`)).toMatchObject({
      json: { trade_state: 'REFUND' },
    });
  });
});
