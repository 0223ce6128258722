import type { TFunction } from 'i18next';
import type { CouponKind } from '@inkstone/shared/api/coupon';
import type { CouponTerms } from '@inkstone/shared/api/adminEconomy';
import { fenOfYuan } from './money';

/** The coupon dialog's fields as typed: money in yuan, times as `datetime-local` values. */
export interface CouponFormValues {
  code: string;
  count: string;
  prefix: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minAmount: string;
  packageId: string;
  startsAt: string;
  endsAt: string;
  totalUses: string;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

/** Empty fields of a new coupon. */
export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  count: '10',
  prefix: '',
  kind: 'amount_off',
  value: '',
  maxDiscount: '',
  minAmount: '',
  packageId: '',
  startsAt: '',
  endsAt: '',
  totalUses: '',
};

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const n = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= min && n <= max ? n : null;
};

const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** Checks the terms (the contract's rules) and turns them into the request, money in fen. */
export function parseCouponTerms(
  values: CouponFormValues,
  t: TFunction,
): { errors: CouponFormErrors; terms?: CouponTerms } {
  const errors: CouponFormErrors = {};
  const value =
    values.kind === 'amount_off'
      ? fenOfYuan(values.value)
      : wholeNumber(values.value, 1, values.kind === 'percent_off' ? 100 : 1_000_000_000);
  if (value === null || value < 1) {
    errors.value =
      values.kind === 'amount_off'
        ? t('Enter a price in yuan, such as 19.90')
        : values.kind === 'percent_off'
          ? t('Enter a percentage from 1 to 100')
          : t('Enter a whole number of words, at least 1');
  }
  const maxDiscountFen =
    values.kind === 'percent_off' && values.maxDiscount.trim() ? fenOfYuan(values.maxDiscount) : null;
  if (values.kind === 'percent_off' && values.maxDiscount.trim() && maxDiscountFen === null)
    errors.maxDiscount = t('Enter a price in yuan, such as 19.90');
  const minAmountFen = values.minAmount.trim() ? fenOfYuan(values.minAmount) : 0;
  if (minAmountFen === null) errors.minAmount = t('Enter a price in yuan, such as 19.90');
  const totalUses = values.totalUses.trim() ? wholeNumber(values.totalUses, 1, 1_000_000) : null;
  if (values.totalUses.trim() && totalUses === null) errors.totalUses = t('Enter a whole number from 1 to 1,000,000');
  const startsAt = isoOf(values.startsAt);
  const endsAt = isoOf(values.endsAt);
  if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt)) errors.endsAt = t('Must be after the start');
  if (Object.keys(errors).length > 0 || value === null || minAmountFen === null) return { errors };
  return {
    errors,
    terms: {
      kind: values.kind,
      value,
      maxDiscountFen,
      minAmountFen,
      packageId: values.packageId || null,
      startsAt,
      endsAt,
      totalUses,
    },
  };
}

/** Checks the batch fields: 1–1,000 coupons, a prefix of up to 12 letters and digits. */
export function parseBatchFields(
  values: CouponFormValues,
  t: TFunction,
): { errors: CouponFormErrors; count?: number; prefix?: string } {
  const errors: CouponFormErrors = {};
  const count = wholeNumber(values.count, 1, 1000);
  if (count === null) errors.count = t('Enter a number from 1 to 1,000');
  const prefix = values.prefix.trim().toUpperCase();
  if (!/^[A-Z0-9]{0,12}$/.test(prefix)) errors.prefix = t('Up to 12 letters and digits');
  return count === null || errors.prefix ? { errors } : { errors, count, prefix };
}

/** Checks a chosen code: 1–64 characters, sent upper-cased as the server stores it. */
export function parseCouponCode(values: CouponFormValues, t: TFunction): { error?: string; code?: string } {
  const code = values.code.trim().toUpperCase();
  return code.length >= 1 && code.length <= 64 ? { code } : { error: t('Enter a code of up to 64 characters') };
}
