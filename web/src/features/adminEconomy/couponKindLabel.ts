import type { TFunction } from 'i18next';
import type { CouponKind } from '@inkstone/shared/api/coupon';

/** A coupon kind's name in the page language. */
export function couponKindLabel(kind: CouponKind, t: TFunction): string {
  switch (kind) {
    case 'amount_off':
      return t('Amount off');
    case 'percent_off':
      return t('Percent off');
    case 'bonus_words':
      return t('Bonus words');
  }
}
