import crypto from 'node:crypto';
import type { CouponBatchReq, CouponCreateReq, CouponTerms } from '@inkstone/shared/api/adminEconomy';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { SHARE_CODE_ALPHABET } from '@inkstone/shared/api/shareCode';
import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as couponsRepo from '../db/repos/coupons.js';
import * as packagesRepo from '../db/repos/topUpPackages.js';
import type { CouponRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { ConflictError, NotFoundError } from '../errors.js';

/** Random part of a batch code: 10 of 31 unambiguous characters (about 50 bits). */
const RANDOM_LENGTH = 10;

const randomCode = (prefix: string) =>
  prefix +
  Array.from({ length: RANDOM_LENGTH }, () => SHARE_CODE_ALPHABET[crypto.randomInt(SHARE_CODE_ALPHABET.length)]).join(
    '',
  );

async function rowsOf(db: Db, terms: CouponTerms, codes: string[], createdBy: string, batchId: string | null) {
  if (terms.packageId && !(await packagesRepo.findById(db, terms.packageId))) throw NotFoundError('Package');
  return codes.map((code) => ({
    code,
    kind: terms.kind,
    value: terms.value,
    maxDiscountFen: terms.maxDiscountFen,
    minAmountFen: terms.minAmountFen,
    packageId: terms.packageId,
    startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
    endsAt: terms.endsAt ? new Date(terms.endsAt) : null,
    totalUses: terms.totalUses,
    batchId,
    createdBy,
  }));
}

/** One coupon with a chosen code; 409 coupon_code_taken when it exists. */
export async function createCoupon(ctx: AppContext, actorId: string, req: CouponCreateReq): Promise<CouponRow> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await couponsRepo.insertMany(tx, await rowsOf(tx, req.terms, [req.code], actorId, null));
      if (!row) throw new Error('no coupon inserted');
      await audit.append(tx, {
        actorId,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        detail: req,
        now,
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw ConflictError(ErrorCode.couponCodeTaken, 'A coupon with this code already exists.');
    throw err;
  }
}

/** `count` coupons with random codes under one batch id (a code collision redraws the batch). */
export async function issueBatch(
  ctx: AppContext,
  actorId: string,
  req: CouponBatchReq,
): Promise<{ batchId: string; rows: CouponRow[] }> {
  const now = ctx.clock.now();
  for (let attempt = 0; ; attempt++) {
    const batchId = crypto.randomUUID();
    const codes = [...new Set(Array.from({ length: req.count }, () => randomCode(req.prefix)))];
    try {
      return await ctx.db.transaction(async (tx) => {
        const rows = await couponsRepo.insertMany(tx, await rowsOf(tx, req.terms, codes, actorId, batchId));
        const detail = { count: rows.length, prefix: req.prefix, terms: req.terms };
        await audit.append(tx, {
          actorId,
          action: 'coupon.batch',
          targetType: 'coupon_batch',
          targetId: batchId,
          detail,
          now,
        });
        return { batchId, rows };
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

/** Disables a coupon: no new order can use it; orders holding it keep it. */
export function disableCoupon(ctx: AppContext, actorId: string, id: string): Promise<CouponRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await couponsRepo.setDisabled(tx, id, now);
    if (!row) throw NotFoundError('Coupon');
    await audit.append(tx, { actorId, action: 'coupon.disable', targetType: 'coupon', targetId: id, now });
    return row;
  });
}
