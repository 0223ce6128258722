import type { AppContext } from '../context.js';
import * as attempts from '../db/repos/authAttempts.js';
import { AppError, RateLimitedError } from '../errors.js';
import { LOGIN_FAILURE_LIMITS } from './limits.js';
import { longestWaitMs } from './throttleWindow.js';

const accountKey = (account: string) => `account:${account}`;
const ipKey = (ip: string) => `ip:${ip}`;
const WINDOW_MS = Math.max(LOGIN_FAILURE_LIMITS.perAccount.windowMs, LOGIN_FAILURE_LIMITS.perIp.windowMs);

async function assertAllowed(ctx: AppContext, account: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  const { perAccount, perIp } = LOGIN_FAILURE_LIMITS;
  const wait = longestWaitMs(
    [
      {
        times: await attempts.failuresSince(ctx.db, accountKey(account), since(perAccount.windowMs)),
        rule: perAccount,
      },
      { times: await attempts.failuresSince(ctx.db, ipKey(ip), since(perIp.windowMs)), rule: perIp },
    ],
    now,
  );
  if (wait > 0) throw RateLimitedError(wait, 'Too many failed sign-in attempts. Please wait and try again.');
}

/**
 * Runs a sign-in attempt for `account` (email or phone, whether or not it exists) from `ip` under
 * the failure limits: refused with 429 while either is over its limit; a client error thrown by
 * `attempt` (wrong password or code) counts as one failure for both.
 */
export async function throttledSignIn<T>(
  ctx: AppContext,
  account: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  await assertAllowed(ctx, account, ip);
  try {
    return await attempt();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) {
      const now = ctx.clock.now();
      await attempts.recordFailure(ctx.db, [accountKey(account), ipKey(ip)], now, new Date(now.getTime() - WINDOW_MS));
    }
    throw err;
  }
}
