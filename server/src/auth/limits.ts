import { CODE_RESEND_INTERVAL_MS } from '@inkstone/shared/constants';
import type { WindowLimit } from './throttleWindow.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sending codes: one per recipient per resend interval, hourly caps per recipient and per IP (the
 * IP's cap is CODE_SEND_IP_HOURLY_LIMIT when set).
 */
export const CODE_SEND_LIMITS = {
  perRecipient: { limit: 1, windowMs: CODE_RESEND_INTERVAL_MS },
  perRecipientHourly: { limit: 5, windowMs: HOUR },
  perIpHourly: { limit: 20, windowMs: HOUR },
} satisfies Record<string, WindowLimit>;

/**
 * Failed sign-ins (password or SMS code): hard limits per (account, IP) and per IP; per account only a
 * slow-down, and only for addresses that already failed on it (see loginThrottlePolicy.ts).
 */
export const LOGIN_FAILURE_LIMITS = {
  perAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, WindowLimit>;

/** Account-wide failures after which an address that failed on the account waits, doubling each time. */
export const ACCOUNT_SLOWDOWN = { after: 10, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: 15 * MINUTE };
