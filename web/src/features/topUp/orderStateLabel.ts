import type { TFunction } from 'i18next';
import type { OrderState, PaymentOrder } from '@inkstone/shared/api/payment';

/** An order state's name in the user's language. */
export function orderStateLabel(state: OrderState, t: TFunction): string {
  switch (state) {
    case 'created':
      return t('Awaiting payment');
    case 'paying':
      return t('Paying');
    case 'paid':
      return t('Paid');
    case 'closed':
      return t('Closed');
    case 'expired':
      return t('Expired');
    case 'refunded':
      return t('Refunded');
  }
}

/** An order that can still be paid: created or paying, and not yet past its expiry. */
export const isResumable = (order: PaymentOrder, now = Date.now()) =>
  (order.state === 'created' || order.state === 'paying') && Date.parse(order.expiresAt) > now;
