import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditRes, AdminOrder } from '@inkstone/shared/api/adminEconomy';
import type { PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import { verifyLedger } from '../../../billing/verifyLedger.js';
import type { PaymentGateway } from '../../../payment/gateway.js';
import { WechatPayError } from '../../../payment/wechatpay/wechatPayError.js';
import { adminUser, okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { makeCoupon, makePackage, order, stateOf, wordsLeft } from '../../../test/paymentApi.js';
import { withPaymentSimulator, type PaymentKit } from '../../../test/paymentTestKit.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let kit: PaymentKit;
let admin: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '100' });
  kit = await withPaymentSimulator(t);
  admin = await adminUser(t);
});
afterAll(async () => {
  await t.close();
  await kit.simulator.close();
});

const refund = (outTradeNo: string, token: string | null = admin.token) =>
  t.request({
    method: 'POST',
    url: V1.admin.ordersRefund,
    payload: { outTradeNo, note: 'Asked for by email' },
    token: token ?? undefined,
  });

/** A user who bought `words` (+ `bonusWords` through a coupon) and paid through the simulator. */
async function paidOrder(words = 1000, bonusWords = 0) {
  const user = await registerUser(t);
  const pkg = await makePackage(t, { words });
  const coupon = bonusWords ? await makeCoupon(t, { kind: 'bonus_words', value: bonusWords }) : undefined;
  const placed = await order(t, user.token, pkg.id, coupon?.code);
  await kit.simulator.pay(placed.outTradeNo);
  expect((await stateOf(t, user.token, placed.outTradeNo)).state).toBe('paid');
  return { user, outTradeNo: placed.outTradeNo };
}

async function ledgerIsExact(): Promise<void> {
  const errors: string[] = [];
  expect(
    await verifyLedger(
      t.ctx.db,
      () => undefined,
      (line) => errors.push(line),
    ),
  ).toBe(0);
  expect(errors).toEqual([]);
}

describe('POST /v1/admin/orders/refund', () => {
  it('refunds a paid order on WeChat Pay, takes its words and bonus back in one refund row, and audits it', async () => {
    const { user, outTradeNo } = await paidOrder(1000, 300);
    expect(await wordsLeft(t, user.token)).toBe(1400);

    const refunded = okData<AdminOrder>(await refund(outTradeNo));
    expect(refunded).toMatchObject({ outTradeNo, state: 'refunded' });
    expect(await wordsLeft(t, user.token)).toBe(100);
    expect((await stateOf(t, user.token, outTradeNo)).state).toBe('refunded');
    expect(kit.simulator.refunds.get(`${outTradeNo}R`)).toMatchObject({ outTradeNo, refundFen: 2990 });

    const flow = okData<PointFlowListRes>(
      await t.request({ method: 'POST', url: V1.pointFlow.list, token: user.token, payload: { page: 1, pageSize: 5 } }),
    );
    expect(flow.items[0]).toMatchObject({ reason: 'refund', delta: -1300, balanceAfter: 100, refId: outTradeNo });
    const log = okData<AdminAuditRes>(await t.request({ method: 'GET', url: V1.admin.auditLog, token: admin.token }));
    expect(log.items.find((e) => e.targetId === outTradeNo)).toMatchObject({
      action: 'order.refund',
      detail: expect.objectContaining({ words: 1300, amountFen: 2990, note: 'Asked for by email' }),
    });
    await ledgerIsExact();
  });

  it('refunds exactly once when the button is clicked many times at once', async () => {
    const { user, outTradeNo } = await paidOrder(2000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(outTradeNo)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().errorCode).toBe('order_not_refundable');
    expect(await wordsLeft(t, user.token)).toBe(100);
    expect([...kit.simulator.refunds.values()].filter((r) => r.outTradeNo === outTradeNo)).toHaveLength(1);
    await ledgerIsExact();
  });

  it('refuses when the words were already spent, leaving order, balance and WeChat Pay untouched', async () => {
    const { user, outTradeNo } = await paidOrder(1000);
    const userId = (await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, user.email) }))?.id ?? '';
    // The user spends most of the order (an admin deduction stands in for AI use).
    okData(
      await t.request({
        method: 'POST',
        url: V1.admin.usersAdjust,
        token: admin.token,
        payload: { userId, delta: -1050, note: 'spent' },
      }),
    );
    const res = await refund(outTradeNo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'refund_words_spent' });
    expect((await stateOf(t, user.token, outTradeNo)).state).toBe('paid');
    expect(await wordsLeft(t, user.token)).toBe(50);
    expect(kit.simulator.refunds.has(`${outTradeNo}R`)).toBe(false);
    await ledgerIsExact();
  });

  it('gives the words back when WeChat Pay refuses, and a retry then refunds once', async () => {
    const { user, outTradeNo } = await paidOrder(700);
    const real = kit.gateway;
    const refusing: PaymentGateway = {
      ...real,
      refund: () => Promise.reject(new WechatPayError({ status: 403, code: 'NOT_ENOUGH', message: 'no funds' })),
    };
    t.ctx.payments = refusing;
    const failed = await refund(outTradeNo);
    t.ctx.payments = real;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ errorCode: 'refund_failed' });
    expect(failed.json().errorMsg).toContain('NOT_ENOUGH');
    expect((await stateOf(t, user.token, outTradeNo)).state).toBe('paid');
    expect(await wordsLeft(t, user.token)).toBe(800);

    // The answer lost on the way back: WeChat Pay made the refund, its query says so; nothing is undone.
    t.ctx.payments = {
      ...real,
      refund: async (r) => {
        await real.refund(r);
        throw new WechatPayError({ status: null, code: 'TIMEOUT', message: 'no answer' });
      },
    };
    const retried = await refund(outTradeNo);
    t.ctx.payments = real;
    expect(okData<AdminOrder>(retried).state).toBe('refunded');
    expect(await wordsLeft(t, user.token)).toBe(100);
    await ledgerIsExact();
  });

  it('refuses orders that are not paid or unknown, bad bodies, and non-admins', async () => {
    const user = await registerUser(t);
    const pending = await order(t, user.token, (await makePackage(t)).id);
    expect((await refund(pending.outTradeNo)).json()).toMatchObject({ errorCode: 'order_not_refundable' });
    expect((await refund('IS0000000000')).statusCode).toBe(404);
    const noNote = await t.request({
      method: 'POST',
      url: V1.admin.ordersRefund,
      token: admin.token,
      payload: { outTradeNo: pending.outTradeNo, note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errorMsg).toBe('note: is required');
    expect((await refund(pending.outTradeNo, null)).statusCode).toBe(401);
    expect((await refund(pending.outTradeNo, user.token)).statusCode).toBe(403);
  });
});
