import type { TFunction } from 'i18next';
import type { AdminCoupon } from '@inkstone/shared/api/adminEconomy';
import { formatYuan } from '../topUp/money';

/** A coupon's value as read: "¥5.00 off", "20% off (at most ¥10.00)", "+5,000 words". */
export function couponValueText(coupon: AdminCoupon, t: TFunction, language: string): string {
  if (coupon.kind === 'amount_off') return t('{{amount}} off', { amount: formatYuan(coupon.value, language) });
  if (coupon.kind === 'bonus_words')
    return t('+{{words}} words', { words: new Intl.NumberFormat(language).format(coupon.value) });
  const percent = t('{{percent}}% off', { percent: coupon.value });
  return coupon.maxDiscountFen === null
    ? percent
    : t('{{percent}} (at most {{amount}})', { percent, amount: formatYuan(coupon.maxDiscountFen, language) });
}

/** Whether a coupon can be used now, as a word: disabled, used up, not started, ended, active. */
export function couponStateText(coupon: AdminCoupon, t: TFunction, now = Date.now()): string {
  if (coupon.isDisabled) return t('Disabled');
  if (coupon.totalUses !== null && coupon.usedCount >= coupon.totalUses) return t('Used up');
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now) return t('Not started');
  if (coupon.endsAt && Date.parse(coupon.endsAt) <= now) return t('Ended');
  return t('Active');
}
