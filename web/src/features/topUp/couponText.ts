import type { TFunction } from 'i18next';
import type { CouponRefusal } from '@inkstone/shared/api/coupon';
import { CouponRefusal as Refusals } from '@inkstone/shared/api/coupon';

/** Why a coupon does not apply, in the user's language, for every refusal of the contract. */
export function couponRefusalText(reason: CouponRefusal, t: TFunction): string {
  switch (reason) {
    case 'unknown':
      return t('There is no coupon with this code.');
    case 'expired':
      return t('This coupon has expired.');
    case 'not_started':
      return t('This coupon cannot be used yet.');
    case 'used_up':
      return t('This coupon has been used up.');
    case 'already_used':
      return t('You have already used this coupon.');
    case 'below_minimum':
      return t('This package costs less than the coupon’s minimum amount.');
    case 'not_for_package':
      return t('This coupon does not apply to this package.');
    case 'disabled':
      return t('This coupon has been withdrawn.');
  }
}

/** The refusal an order error code `coupon_<reason>` names, if it is one. */
export function refusalOfErrorCode(code: string): CouponRefusal | undefined {
  const parsed = Refusals.safeParse(code.replace(/^coupon_/, ''));
  return code.startsWith('coupon_') && parsed.success ? parsed.data : undefined;
}
