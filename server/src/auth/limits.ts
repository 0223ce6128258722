import { CODE_RESEND_INTERVAL_MS } from '@inkstone/shared/constants';
import type { WindowLimit } from './throttleWindow.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sending codes: one per recipient per resend interval, hourly caps per recipient and per IP. */
export const CODE_SEND_LIMITS = {
  perRecipient: { limit: 1, windowMs: CODE_RESEND_INTERVAL_MS },
  perRecipientHourly: { limit: 5, windowMs: HOUR },
  perIpHourly: { limit: 20, windowMs: HOUR },
} satisfies Record<string, WindowLimit>;

/** Failed sign-ins (password or SMS code) counted per account and per IP. */
export const LOGIN_FAILURE_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, WindowLimit>;
