import type { NativePayRes, PaymentOrder } from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import * as couponsRepo from '../db/repos/coupons.js';
import * as packagesRepo from '../db/repos/topUpPackages.js';
import type { CouponRow, TopUpPackageRow } from '../db/schema/index.js';
import { okData } from './factories.js';
import type { TestApp } from './testApp.js';

let sequence = 0;

/** A package on sale, made directly (the admin routes have their own tests). */
export function makePackage(t: TestApp, fields: Partial<packagesRepo.PackageFields> = {}): Promise<TopUpPackageRow> {
  return packagesRepo.insert(
    t.ctx.db,
    { name: `Pack ${++sequence}`, words: 50_000, priceFen: 2990, originalPriceFen: null, badge: null, ...fields },
    t.clock.now(),
  );
}

/** A coupon with a fresh code; amount_off 500 fen, unlimited, unless told otherwise. */
export async function makeCoupon(t: TestApp, fields: Partial<couponsRepo.NewCoupon> = {}): Promise<CouponRow> {
  const [row] = await couponsRepo.insertMany(t.ctx.db, [
    { code: `TEST${Date.now().toString(36).toUpperCase()}${++sequence}`, kind: 'amount_off', value: 500, ...fields },
  ]);
  if (!row) throw new Error('no coupon made');
  return row;
}

export const nativePay = (t: TestApp, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: V1.payment.nativePay, token, payload });

/** Creates an order and returns it; throws unless it succeeded. */
export async function order(t: TestApp, token: string, packageId: string, couponCode?: string): Promise<NativePayRes> {
  return okData<NativePayRes>(await nativePay(t, token, { packageId, couponCode }));
}

export const queryOrder = (t: TestApp, token: string | undefined, outTradeNo: string) =>
  t.request({ method: 'GET', url: `${V1.payment.query}?outTradeNo=${encodeURIComponent(outTradeNo)}`, token });

/** The order's state through the query route (which reconciles with the provider). */
export async function stateOf(t: TestApp, token: string, outTradeNo: string): Promise<PaymentOrder> {
  return okData<PaymentOrder>(await queryOrder(t, token, outTradeNo));
}

/** The signed-in user's balance. */
export async function wordsLeft(t: TestApp, token: string): Promise<number> {
  return okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;
}
