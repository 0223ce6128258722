import type { CouponRefusal } from '@inkstone/shared/api/coupon';
import type { CouponRow, TopUpPackageRow } from '../db/schema/index.js';

/** What a coupon does to a package's price: the discount (fen), the price left and any bonus words. */
export interface CouponEffect {
  discountFen: number;
  priceFen: number;
  bonusWords: number;
}

/** Usage facts read under the coupon's lock. */
export interface CouponUsage {
  live: number;
  isMine: boolean;
}

/**
 * Whether `coupon` applies to `pkg` for this user now, and what it does. Pure: the caller reads the
 * usage under the coupon's row lock so the answer still holds when the reservation is written.
 * A discount never takes the price below 1 fen (WeChat Pay's minimum).
 */
export function applyCoupon(
  coupon: CouponRow,
  pkg: TopUpPackageRow,
  usage: CouponUsage,
  now: Date,
): { ok: true; effect: CouponEffect } | { ok: false; reason: CouponRefusal } {
  if (coupon.disabledAt) return { ok: false, reason: 'disabled' };
  if (coupon.startsAt && now < coupon.startsAt) return { ok: false, reason: 'not_started' };
  if (coupon.endsAt && now >= coupon.endsAt) return { ok: false, reason: 'expired' };
  if (coupon.packageId && coupon.packageId !== pkg.id) return { ok: false, reason: 'not_for_package' };
  if (pkg.priceFen < coupon.minAmountFen) return { ok: false, reason: 'below_minimum' };
  if (usage.isMine) return { ok: false, reason: 'already_used' };
  if (coupon.totalUses !== null && usage.live >= coupon.totalUses) return { ok: false, reason: 'used_up' };
  return { ok: true, effect: effectOf(coupon, pkg.priceFen) };
}

function effectOf(coupon: CouponRow, priceFen: number): CouponEffect {
  if (coupon.kind === 'bonus_words') return { discountFen: 0, priceFen, bonusWords: coupon.value };
  let discount =
    coupon.kind === 'amount_off' ? coupon.value : Math.floor((priceFen * Math.min(coupon.value, 100)) / 100);
  if (coupon.kind === 'percent_off' && coupon.maxDiscountFen !== null)
    discount = Math.min(discount, coupon.maxDiscountFen);
  discount = Math.min(discount, priceFen - 1);
  return { discountFen: discount, priceFen: priceFen - discount, bonusWords: 0 };
}

/** The refusal in words, for the check's answer and the order's error. */
export const COUPON_REFUSAL_TEXT: Record<CouponRefusal, string> = {
  unknown: 'This coupon code does not exist.',
  expired: 'This coupon has expired.',
  not_started: 'This coupon is not valid yet.',
  used_up: 'This coupon has been used up.',
  already_used: 'You have already used this coupon.',
  below_minimum: 'This package is below the coupon’s minimum amount.',
  not_for_package: 'This coupon is not valid for this package.',
  disabled: 'This coupon is no longer valid.',
};
