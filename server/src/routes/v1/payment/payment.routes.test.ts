import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersListRes, PaymentOrder, PointListAllRes } from '@inkstone/shared/api/payment';
import type { PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import * as packagesRepo from '../../../db/repos/topUpPackages.js';
import * as ledger from '../../../db/repos/wordLedger.js';
import { sweepPendingOrders } from '../../../payment/reconcile.js';
import { notificationFailure } from '../../../payment/wechatpay/notification.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { makePackage, nativePay, order, queryOrder, stateOf, wordsLeft } from '../../../test/paymentApi.js';
import { withPaymentSimulator, type PaymentKit } from '../../../test/paymentTestKit.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const FREE = 1000;
let t: TestApp;
let kit: PaymentKit;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: String(FREE) });
  kit = await withPaymentSimulator(t);
  [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
});
afterAll(async () => {
  await t.close();
  await kit.simulator.close();
});

describe('GET /v1/payment/getPointListAll', () => {
  it('lists the packages on sale in their order, without a sign-in', async () => {
    const retired = await makePackage(t, { name: 'Old' });
    await packagesRepo.update(t.ctx.db, retired.id, { retiredAt: t.clock.now() }, t.clock.now());
    const list = okData<PointListAllRes>(await t.request({ method: 'GET', url: V1.payment.getPointListAll }));
    expect(list.items.slice(0, 3).map((p) => [p.name, p.words, p.priceFen, p.originalPriceFen, p.badge])).toEqual([
      ['Starter', 50_000, 990, null, null],
      ['Standard', 200_000, 2990, 3960, 'Popular'],
      ['Professional', 1_000_000, 9900, 19800, 'Best value'],
    ]);
    expect(list.items.map((p) => p.id)).not.toContain(retired.id);
    // These tests pay through the local simulator; the dialog offers "Simulate payment" for it.
    expect(list.provider).toBe('simulator');
  });
});

describe('POST /v1/payment/v3/nativePay and the notification', () => {
  it('creates a 30-minute order with WeChat Pay’s code_url, then credits it once when paid', async () => {
    const pkg = await makePackage(t, { words: 70_000, priceFen: 1990 });
    const created = await order(t, alice.token, pkg.id);
    expect(created).toMatchObject({ state: 'paying', orderAmount: 1990, originalFen: 1990, words: 70_000 });
    expect(created.codeUrl).toMatch(/^weixin:\/\//);
    expect(created.qrSvg).toMatch(/^<svg/);
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdTime)).toBe(30 * 60_000);
    expect(created.outTradeNo).toMatch(/^[0-9A-Za-z]{6,32}$/);

    const paid = await kit.simulator.pay(created.outTradeNo);
    expect(paid.status).toBe(204);
    expect(await stateOf(t, alice.token, created.outTradeNo)).toMatchObject({
      state: 'paid',
      paidAt: expect.any(String),
    });
    expect(await wordsLeft(t, alice.token)).toBe(FREE + 70_000);

    // The same notification delivered ten more times, at once: each is answered, none credits again.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => kit.simulator.notifyRaw(kit.notifyUrl, paid.notification)),
    );
    expect(again).toEqual(Array(10).fill(204));
    expect(await wordsLeft(t, alice.token)).toBe(FREE + 70_000);
    const flow = okData<PointFlowListRes>(
      await t.request({ method: 'POST', url: V1.pointFlow.list, token: alice.token, payload: { reasons: ['top_up'] } }),
    );
    expect(flow.items).toEqual([expect.objectContaining({ delta: 70_000, refId: created.outTradeNo })]);
  });

  it('credits ten concurrent first deliveries of one notification once', async () => {
    const user = await registerUser(t);
    const pkg = await makePackage(t, { words: 1234 });
    const created = await order(t, user.token, pkg.id);
    // Ask the simulator to pay while our endpoint refuses, to get the signed notification unused.
    const real = kit.gateway;
    t.ctx.payments = {
      ...real,
      parseNotification: () => ({ ok: false, reason: 'test', reply: notificationFailure(500, 'x') }),
    };
    const { notification } = await kit.simulator.pay(created.outTradeNo);
    t.ctx.payments = real;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => kit.simulator.notifyRaw(kit.notifyUrl, notification)),
    );
    expect(statuses).toEqual(Array(10).fill(204));
    expect(await wordsLeft(t, user.token)).toBe(FREE + 1234);
  });

  it('refuses tampered, foreign-signed and stale notifications without crediting', async () => {
    const user = await registerUser(t);
    const created = await order(t, user.token, (await makePackage(t)).id);
    t.ctx.payments = {
      ...kit.gateway,
      parseNotification: () => ({ ok: false, reason: 'test', reply: notificationFailure(500, 'x') }),
    };
    const { notification } = await kit.simulator.pay(created.outTradeNo);
    t.ctx.payments = kit.gateway;
    const tampered = {
      ...notification,
      body: notification.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
    };
    expect(await kit.simulator.notifyRaw(kit.notifyUrl, tampered)).toBe(401);
    const unsigned = { headers: { 'Content-Type': 'application/json' }, body: notification.body };
    expect(await kit.simulator.notifyRaw(kit.notifyUrl, unsigned)).toBe(401);
    const reSigned = kit.simulator.sign('{"id":"x"}');
    expect(await kit.simulator.notifyRaw(kit.notifyUrl, reSigned)).toBe(400);
    t.clock.advance(6 * 60_000);
    expect(await kit.simulator.notifyRaw(kit.notifyUrl, notification)).toBe(401);
    expect(await wordsLeft(t, user.token)).toBe(FREE);
    // The payment is not lost: the query asks WeChat Pay and credits it.
    expect((await stateOf(t, user.token, created.outTradeNo)).state).toBe('paid');
    expect(await wordsLeft(t, user.token)).toBe(FREE + 50_000);
  });

  it('answers 401 without a token, 400 for a bad body, 404 for a package not on sale, 503 without a provider', async () => {
    const pkg = await makePackage(t);
    expect((await nativePay(t, undefined, { packageId: pkg.id })).statusCode).toBe(401);
    for (const bad of [{}, { packageId: 'abc' }, { packageId: pkg.id, couponCode: '' }]) {
      const res = await nativePay(t, alice.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
    }
    await packagesRepo.update(t.ctx.db, pkg.id, { retiredAt: t.clock.now() }, t.clock.now());
    expect((await nativePay(t, alice.token, { packageId: pkg.id })).json()).toMatchObject({ errorCode: 'not_found' });
    t.ctx.payments = undefined;
    const off = await nativePay(t, alice.token, { packageId: (await makePackage(t)).id });
    t.ctx.payments = kit.gateway;
    expect(off.statusCode).toBe(503);
    expect(off.json()).toMatchObject({ errorCode: 'payment_not_configured' });
  });
});

describe('GET /v1/payment/v3/query and the sweep', () => {
  it('answers 404 for another user’s order and an unknown one, 401 without a token, 400 without the number', async () => {
    const created = await order(t, alice.token, (await makePackage(t)).id);
    expect((await queryOrder(t, bob.token, created.outTradeNo)).statusCode).toBe(404);
    expect((await queryOrder(t, alice.token, 'IS000000000000000000000000')).statusCode).toBe(404);
    expect((await queryOrder(t, undefined, created.outTradeNo)).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: V1.payment.query, token: alice.token });
    expect(res.statusCode).toBe(400);
  });

  it('expires an unpaid order after 30 minutes and closes it on WeChat Pay too', async () => {
    const created = await order(t, alice.token, (await makePackage(t)).id);
    expect((await stateOf(t, alice.token, created.outTradeNo)).state).toBe('paying');
    t.clock.advance(30 * 60_000 + 1);
    expect((await stateOf(t, alice.token, created.outTradeNo)).state).toBe('expired');
    expect(kit.simulator.orders.get(created.outTradeNo)?.state).toBe('CLOSED');
  });

  it('expires an order WeChat Pay does not know (a restarted simulator) once it is past its expiry', async () => {
    const created = await order(t, alice.token, (await makePackage(t)).id);
    (kit.simulator.orders as Map<string, unknown>).delete(created.outTradeNo);
    expect((await stateOf(t, alice.token, created.outTradeNo)).state).toBe('paying');
    t.clock.advance(30 * 60_000 + 1);
    expect((await stateOf(t, alice.token, created.outTradeNo)).state).toBe('expired');
  });

  it('sweeps pending orders: a paid one whose notification was lost is credited, an old unpaid one expires', async () => {
    const user = await registerUser(t);
    const lost = await order(t, user.token, (await makePackage(t, { words: 777 })).id);
    const unpaid = await order(t, user.token, (await makePackage(t)).id);
    t.ctx.payments = {
      ...kit.gateway,
      parseNotification: () => ({ ok: false, reason: 'test', reply: notificationFailure(500, 'x') }),
    };
    await kit.simulator.pay(lost.outTradeNo);
    t.ctx.payments = kit.gateway;
    t.clock.advance(31 * 60_000);
    expect(
      await sweepPendingOrders(t.ctx, (err) => {
        throw err;
      }),
    ).toBeGreaterThanOrEqual(2);
    const orders = okData<OrdersListRes>(await t.request({ method: 'GET', url: V1.payment.orders, token: user.token }));
    expect(orders.items.map((o: PaymentOrder) => [o.outTradeNo, o.state])).toEqual([
      [unpaid.outTradeNo, 'expired'],
      [lost.outTradeNo, 'paid'],
    ]);
    expect(await wordsLeft(t, user.token)).toBe(FREE + 777);
  });
});

describe('POST /v1/payment/v3/simulatePay', () => {
  it('pays the user’s own order through the simulator, 404 for another user’s', async () => {
    const created = await order(t, bob.token, (await makePackage(t, { words: 10 })).id);
    const pay = (token: string) =>
      t.request({ method: 'POST', url: V1.payment.simulatePay, token, payload: { outTradeNo: created.outTradeNo } });
    expect((await pay(alice.token)).statusCode).toBe(404);
    expect(okData<PaymentOrder>(await pay(bob.token)).state).toBe('paid');
  });
});

describe('the ledger under concurrent top-ups and AI charges', () => {
  it('stays exact (ledger:verify)', async () => {
    const { takeHold, settleHold } = await import('../../../billing/holds.js');
    const user = await registerUser(t);
    const userId = (await import('../../../test/aiTestApp.js')).userIdOf;
    const id = await userId(t, user.email);
    const pkg = await makePackage(t, { words: 5000 });
    const orders = await Promise.all([1, 2, 3].map(() => order(t, user.token, pkg.id)));
    const charges = Array.from({ length: 12 }, async (_, i) => {
      const { hold } = await takeHold(t.ctx.db, { userId: id, amount: 60, purpose: 'polish', now: t.clock.now() });
      await settleHold(t.ctx.db, hold, i * 5, t.clock.now());
    });
    const payments = orders.map((o) => kit.simulator.pay(o.outTradeNo));
    await Promise.all([...charges, ...payments]);
    const charged = Array.from({ length: 12 }, (_, i) => i * 5).reduce((a, b) => a + b, 0);
    expect(await wordsLeft(t, user.token)).toBe(FREE + 15_000 - charged);
    expect(await ledger.listMismatches(t.ctx.db)).toEqual([]);
  });
});
