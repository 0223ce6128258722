import type { AppContext } from '../context.js';
import * as attempts from '../db/repos/authAttempts.js';
import { AppError, RateLimitedError } from '../errors.js';
import { ACCOUNT_SLOWDOWN, LOGIN_FAILURE_LIMITS } from './limits.js';
import { waitBeforeAttemptMs } from './loginThrottlePolicy.js';

const WINDOW_MS = Math.max(
  LOGIN_FAILURE_LIMITS.perAccountAndIp.windowMs,
  LOGIN_FAILURE_LIMITS.perIp.windowMs,
  ACCOUNT_SLOWDOWN.windowMs,
);

const keysOf = (account: string, ip: string) => ({
  accountAndIp: `account+ip:${account} ${ip}`,
  ip: `ip:${ip}`,
  account: `account:${account}`,
});

/**
 * Checks and records one attempt in one transaction under the keys' locks, so a burst of
 * concurrent attempts is counted one by one: at most the limit of them get past. Returns the ids of
 * the recorded rows; throws 429 (nothing recorded) when the attempt must wait.
 */
async function admitAttempt(ctx: AppContext, account: string, ip: string): Promise<string[]> {
  const keys = keysOf(account, ip);
  const all = [keys.accountAndIp, keys.ip, keys.account];
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const admitted = await ctx.db.transaction(async (tx): Promise<{ waitMs: number } | { ids: string[] }> => {
    await attempts.lockKeys(tx, all);
    const times = await attempts.timesSince(tx, all, windowStart);
    const history = {
      accountAndIp: times.get(keys.accountAndIp) ?? [],
      ip: times.get(keys.ip) ?? [],
      account: times.get(keys.account) ?? [],
    };
    const waitMs = waitBeforeAttemptMs(history, now);
    if (waitMs > 0) return { waitMs };
    return { ids: await attempts.record(tx, all, now, windowStart) };
  });
  if ('waitMs' in admitted)
    throw RateLimitedError(admitted.waitMs, 'Too many failed sign-in attempts. Please wait and try again.');
  return admitted.ids;
}

/**
 * Runs a sign-in attempt for `account` (email or phone, whether or not it exists) from `ip` under
 * the failure limits (loginThrottlePolicy.ts). The attempt is recorded before it is checked and
 * stays recorded when `attempt` throws a client error (wrong password or code); a success, or a
 * failure on the server's side, takes it back.
 */
export async function throttledSignIn<T>(
  ctx: AppContext,
  account: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const ids = await admitAttempt(ctx, account, ip);
  try {
    const result = await attempt();
    await attempts.remove(ctx.db, ids);
    return result;
  } catch (err) {
    const isFailedGuess = err instanceof AppError && err.statusCode < 500;
    if (!isFailedGuess) await attempts.remove(ctx.db, ids);
    throw err;
  }
}
