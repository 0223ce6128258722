import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponCheckRes } from '@inkstone/shared/api/coupon';
import type { PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { makeCoupon, makePackage, nativePay, order, stateOf } from '../../../test/paymentApi.js';
import { withPaymentSimulator, type PaymentKit } from '../../../test/paymentTestKit.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let kit: PaymentKit;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '0' });
  kit = await withPaymentSimulator(t);
  alice = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  await kit.simulator.close();
});

const check = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: V1.coupon.check, token, payload });
const checked = async (code: string, packageId: string, token = alice.token) =>
  okData<CouponCheckRes>(await check(token, { code, packageId }));

describe('POST /v1/coupon/check', () => {
  it('gives the price after the discount, for the code as typed in any case', async () => {
    const pkg = await makePackage(t, { priceFen: 2990 });
    const coupon = await makeCoupon(t, { kind: 'percent_off', value: 20, maxDiscountFen: 500 });
    expect(await checked(` ${coupon.code.toLowerCase()} `, pkg.id)).toEqual({
      valid: true,
      code: coupon.code,
      kind: 'percent_off',
      originalFen: 2990,
      discountFen: 500,
      priceFen: 2490,
      bonusWords: 0,
    });
  });

  it('gives the precise reason a coupon does not apply', async () => {
    const pkg = await makePackage(t, { priceFen: 990 });
    const other = await makePackage(t);
    const now = t.clock.now().getTime();
    const cases: Array<[string, Parameters<typeof makeCoupon>[1] | null]> = [
      ['unknown', null],
      ['expired', { endsAt: new Date(now - 1) }],
      ['not_started', { startsAt: new Date(now + 60_000) }],
      ['disabled', { disabledAt: new Date(now) }],
      ['below_minimum', { minAmountFen: 1000 }],
      ['not_for_package', { packageId: other.id }],
    ];
    for (const [reason, fields] of cases) {
      const code = fields ? (await makeCoupon(t, fields)).code : 'NOSUCHCOUPON';
      expect(await checked(code, pkg.id), reason).toMatchObject({ valid: false, reason, message: expect.any(String) });
    }
  });

  it('answers 401 without a token, 400 for a bad body, 404 for a package not on sale', async () => {
    const pkg = await makePackage(t);
    expect((await check(undefined, { code: 'X', packageId: pkg.id })).statusCode).toBe(401);
    for (const bad of [{ packageId: pkg.id }, { code: '', packageId: pkg.id }, { code: 'X', packageId: 'p1' }]) {
      expect((await check(alice.token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await check(alice.token, { code: 'X', packageId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('coupons on orders', () => {
  it('reserves a one-use coupon for exactly one of twenty concurrent orders', async () => {
    const pkg = await makePackage(t);
    const coupon = await makeCoupon(t, { totalUses: 1 });
    const users = await Promise.all(Array.from({ length: 20 }, () => registerUser(t)));
    const results = await Promise.all(
      users.map((u) => nativePay(t, u.token, { packageId: pkg.id, couponCode: coupon.code })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ errorCode: 'coupon_used_up' });
  });

  it('is held by an unpaid order, given back when it expires, and consumed once paid (with its bonus words)', async () => {
    const pkg = await makePackage(t, { words: 1000 });
    const coupon = await makeCoupon(t, { kind: 'bonus_words', value: 250, totalUses: 1 });
    const bob = await registerUser(t);
    const first = await order(t, alice.token, pkg.id, coupon.code);
    expect(await checked(coupon.code, pkg.id, alice.token)).toMatchObject({ valid: false, reason: 'already_used' });
    expect(await checked(coupon.code, pkg.id, bob.token)).toMatchObject({ valid: false, reason: 'used_up' });
    t.clock.advance(30 * 60_000 + 1);
    expect((await stateOf(t, alice.token, first.outTradeNo)).state).toBe('expired');
    expect(await checked(coupon.code, pkg.id, bob.token)).toMatchObject({ valid: true, bonusWords: 250 });

    const paid = await order(t, bob.token, pkg.id, coupon.code);
    expect(paid).toMatchObject({ orderAmount: pkg.priceFen, words: 1000, bonusWords: 250, couponCode: coupon.code });
    await kit.simulator.pay(paid.outTradeNo);
    expect((await stateOf(t, bob.token, paid.outTradeNo)).state).toBe('paid');
    const flow = okData<PointFlowListRes>(
      await t.request({ method: 'POST', url: V1.pointFlow.list, token: bob.token, payload: {} }),
    );
    // Both credits carry the payment's time, so their order between themselves is not fixed.
    expect(flow.items.map((i) => `${i.reason} ${i.delta}`).sort()).toEqual([
      'coupon_bonus 250',
      'signup_grant 0',
      'top_up 1000',
    ]);
    // Consumed: it stays used up after the order is paid.
    expect(await checked(coupon.code, pkg.id, alice.token)).toMatchObject({ valid: false, reason: 'used_up' });
  });

  it('refuses an order with a coupon that does not apply, with the reason as the error code', async () => {
    const pkg = await makePackage(t);
    const res = await nativePay(t, alice.token, { packageId: pkg.id, couponCode: 'NOSUCHCOUPON' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'coupon_unknown' });
  });
});
