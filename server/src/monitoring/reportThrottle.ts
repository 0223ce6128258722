import type { AppContext } from '../context.js';
import * as attempts from '../db/repos/authAttempts.js';
import { RateLimitedError } from '../errors.js';
import { longestWaitMs } from '../auth/throttleWindow.js';

const WINDOW_MS = 60_000;

/**
 * Admits one report batch from `ip` (and `userId` when signed in) under the per-minute limits, or
 * throws 429. The same keyed sliding windows as sign-in throttling (auth_attempts), counted under the
 * keys' locks so a burst is counted one by one.
 */
export async function admitReport(ctx: AppContext, ip: string, userId: string | undefined): Promise<void> {
  const ipKey = `monitor-ip:${ip}`;
  const userKey = userId ? `monitor-user:${userId}` : undefined;
  const keys = userKey ? [ipKey, userKey] : [ipKey];
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const waitMs = await ctx.db.transaction(async (tx) => {
    await attempts.lockKeys(tx, keys);
    const times = await attempts.timesSince(tx, keys, windowStart);
    const checks = [
      { times: times.get(ipKey) ?? [], rule: { limit: ctx.env.MONITOR_REPORTS_PER_IP_MINUTE, windowMs: WINDOW_MS } },
    ];
    if (userKey)
      checks.push({
        times: times.get(userKey) ?? [],
        rule: { limit: ctx.env.MONITOR_REPORTS_PER_USER_MINUTE, windowMs: WINDOW_MS },
      });
    const wait = longestWaitMs(checks, now);
    if (wait === 0) await attempts.record(tx, keys, now, windowStart);
    return wait;
  });
  if (waitMs > 0) throw RateLimitedError(waitMs, 'Too many reports. Please wait and try again.');
}
