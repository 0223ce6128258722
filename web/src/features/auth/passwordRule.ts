import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@inkstone/shared/constants';

/** The new-password rule, as the forms show it (the server states the same rule). */
export function passwordRuleText(t: TFunction): string {
  return t('At least {{min}} characters, with at least one letter and one digit.', { min: PASSWORD_MIN_LENGTH });
}
