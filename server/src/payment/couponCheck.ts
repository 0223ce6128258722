import type { CouponCheckRes, CouponRefusal } from '@inkstone/shared/api/coupon';
import * as couponsRepo from '../db/repos/coupons.js';
import * as packagesRepo from '../db/repos/topUpPackages.js';
import type { CouponRow, TopUpPackageRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { AppError, NotFoundError } from '../errors.js';
import { applyCoupon, COUPON_REFUSAL_TEXT, type CouponEffect } from './couponRules.js';

/** 404 for a package that is not (or no longer) on sale. */
export const PackageNotOnSaleError = () => NotFoundError('Package', 'This package is not on sale.');

/** The coupon's refusal as an error when ordering: `coupon_<reason>`; 409 for use counts, else 400. */
export function couponRefusalError(reason: CouponRefusal): AppError {
  const status = reason === 'used_up' || reason === 'already_used' ? 409 : 400;
  return new AppError(status, `coupon_${reason}`, COUPON_REFUSAL_TEXT[reason]);
}

/** A package on sale, or 404. */
export async function packageOnSale(db: Db, packageId: string): Promise<TopUpPackageRow> {
  const pkg = await packagesRepo.findOnSale(db, packageId);
  if (!pkg) throw PackageNotOnSaleError();
  return pkg;
}

/**
 * Applies `code` to `pkg` for `userId`. With `lock`, the coupon row is locked until the caller's
 * transaction ends, so the use count read here still holds when the order reserves it.
 */
export async function evaluateCoupon(
  db: Db,
  p: { code: string; pkg: TopUpPackageRow; userId: string; now: Date; lock: boolean },
): Promise<{ ok: true; coupon: CouponRow; effect: CouponEffect } | { ok: false; reason: CouponRefusal }> {
  const coupon = p.lock ? await couponsRepo.lockByCode(db, p.code) : await couponsRepo.findByCode(db, p.code);
  if (!coupon) return { ok: false, reason: 'unknown' };
  const result = applyCoupon(coupon, p.pkg, await couponsRepo.usageOf(db, coupon.id, p.userId), p.now);
  return result.ok ? { ok: true, coupon, effect: result.effect } : result;
}

/** `POST /v1/coupon/check`: valid with the price after it, or why not. */
export async function checkCoupon(
  db: Db,
  p: { code: string; packageId: string; userId: string; now: Date },
): Promise<CouponCheckRes> {
  const pkg = await packageOnSale(db, p.packageId);
  const result = await evaluateCoupon(db, { code: p.code, pkg, userId: p.userId, now: p.now, lock: false });
  if (!result.ok) return { valid: false, reason: result.reason, message: COUPON_REFUSAL_TEXT[result.reason] };
  return {
    valid: true,
    code: result.coupon.code,
    kind: result.coupon.kind,
    originalFen: pkg.priceFen,
    ...result.effect,
  };
}
