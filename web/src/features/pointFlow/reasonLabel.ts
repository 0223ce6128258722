import type { TFunction } from 'i18next';
import type { LedgerReason } from '@inkstone/shared/api/pointFlow';

/** The words a user reads for each ledger reason (every reason of the contract). */
export function reasonLabel(t: TFunction, reason: LedgerReason): string {
  switch (reason) {
    case 'signup_grant':
      return t('Sign-up gift');
    case 'ai_hold':
      return t('AI use');
    case 'ai_hold_return':
      return t('AI use, unused words returned');
    case 'top_up':
      return t('Top-up');
    case 'coupon_bonus':
      return t('Coupon bonus');
    case 'invite_reward':
      return t('Invitation reward');
    case 'invitee_reward':
      return t('Welcome gift for joining by invitation');
    case 'admin_adjustment':
      return t('Adjustment by an administrator');
    case 'refund':
      return t('Refund');
  }
}
