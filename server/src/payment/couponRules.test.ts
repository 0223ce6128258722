import { describe, expect, it } from 'vitest';
import type { CouponRow, TopUpPackageRow } from '../db/schema/index.js';
import { applyCoupon } from './couponRules.js';

const now = new Date('2026-06-01T00:00:00Z');
const pkg = { id: 'p1', priceFen: 2990 } as TopUpPackageRow;
const base: CouponRow = {
  id: 'c1',
  code: 'X',
  kind: 'amount_off',
  value: 500,
  maxDiscountFen: null,
  minAmountFen: 0,
  packageId: null,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  batchId: null,
  createdBy: null,
  disabledAt: null,
  createdAt: now,
};
const fresh = { live: 0, isMine: false };
const effect = (c: Partial<CouponRow>) => applyCoupon({ ...base, ...c }, pkg, fresh, now);

describe('applyCoupon', () => {
  it('takes a fixed amount off, never below 1 fen', () => {
    expect(effect({})).toEqual({ ok: true, effect: { discountFen: 500, priceFen: 2490, bonusWords: 0 } });
    expect(effect({ value: 99_999 })).toMatchObject({ effect: { discountFen: 2989, priceFen: 1 } });
  });

  it('takes a percentage off, rounded down to whole fen, up to its cap', () => {
    expect(effect({ kind: 'percent_off', value: 15 })).toMatchObject({ effect: { discountFen: 448, priceFen: 2542 } });
    expect(effect({ kind: 'percent_off', value: 50, maxDiscountFen: 1000 })).toMatchObject({
      effect: { discountFen: 1000, priceFen: 1990 },
    });
  });

  it('adds bonus words without changing the price', () => {
    expect(effect({ kind: 'bonus_words', value: 5000 })).toEqual({
      ok: true,
      effect: { discountFen: 0, priceFen: 2990, bonusWords: 5000 },
    });
  });

  it('gives the precise reason a coupon does not apply', () => {
    const day = 86_400_000;
    expect(effect({ disabledAt: now })).toEqual({ ok: false, reason: 'disabled' });
    expect(effect({ startsAt: new Date(now.getTime() + day) })).toEqual({ ok: false, reason: 'not_started' });
    expect(effect({ endsAt: now })).toEqual({ ok: false, reason: 'expired' });
    expect(effect({ packageId: 'p2' })).toEqual({ ok: false, reason: 'not_for_package' });
    expect(effect({ minAmountFen: 3000 })).toEqual({ ok: false, reason: 'below_minimum' });
    expect(applyCoupon({ ...base, totalUses: 1 }, pkg, { live: 1, isMine: false }, now)).toEqual({
      ok: false,
      reason: 'used_up',
    });
    expect(applyCoupon(base, pkg, { live: 1, isMine: true }, now)).toEqual({ ok: false, reason: 'already_used' });
  });
});
