import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { EMPTY_COUPON_FORM, parseBatchFields, parseCouponTerms } from './couponForm';

beforeAll(() => initI18n('en'));

describe('parseCouponTerms', () => {
  it('sends an amount off in fen and a percentage as typed', () => {
    expect(parseCouponTerms({ ...EMPTY_COUPON_FORM, value: '5.5' }, i18n.t).terms).toMatchObject({
      kind: 'amount_off',
      value: 550,
    });
    expect(
      parseCouponTerms({ ...EMPTY_COUPON_FORM, kind: 'percent_off', value: '20', maxDiscount: '10' }, i18n.t).terms,
    ).toMatchObject({ kind: 'percent_off', value: 20, maxDiscountFen: 1000 });
  });

  it('refuses a percentage over 100 and a window that ends before it starts', () => {
    const { errors } = parseCouponTerms(
      {
        ...EMPTY_COUPON_FORM,
        kind: 'percent_off',
        value: '120',
        startsAt: '2026-12-01T00:00',
        endsAt: '2026-11-01T00:00',
      },
      i18n.t,
    );
    expect(errors.value).toBe('Enter a percentage from 1 to 100');
    expect(errors.endsAt).toBe('Must be after the start');
  });
});

describe('parseBatchFields', () => {
  it('upper-cases the prefix and keeps the count within 1 to 1,000', () => {
    expect(parseBatchFields({ ...EMPTY_COUPON_FORM, count: '50', prefix: 'vip' }, i18n.t)).toMatchObject({
      count: 50,
      prefix: 'VIP',
    });
    expect(parseBatchFields({ ...EMPTY_COUPON_FORM, count: '1001' }, i18n.t).errors.count).toBeTruthy();
    expect(parseBatchFields({ ...EMPTY_COUPON_FORM, prefix: 'a-b' }, i18n.t).errors.prefix).toBeTruthy();
  });
});
