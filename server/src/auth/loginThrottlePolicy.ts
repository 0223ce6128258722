import { ACCOUNT_SLOWDOWN, LOGIN_FAILURE_LIMITS } from './limits.js';
import { longestWaitMs } from './throttleWindow.js';

/** Recent failed (or still running) sign-in attempts that bear on one more attempt. */
export interface AttemptHistory {
  /** On this account from this address. */
  accountAndIp: readonly Date[];
  /** From this address, on any account. */
  ip: readonly Date[];
  /** On this account, from any address. */
  account: readonly Date[];
}

/**
 * How long an address that already failed on the account waits once the account has had
 * ACCOUNT_SLOWDOWN.after failures: the first delay after the latest failure, doubled for each
 * failure beyond, at most maxDelayMs.
 */
function slowdownMs(history: AttemptHistory, now: Date): number {
  const start = now.getTime() - ACCOUNT_SLOWDOWN.windowMs;
  const recent = history.account.map((t) => t.getTime()).filter((t) => t > start);
  const hasFailedHere = history.accountAndIp.some((t) => t.getTime() > start);
  if (!hasFailedHere || recent.length < ACCOUNT_SLOWDOWN.after) return 0;
  const delay = Math.min(
    ACCOUNT_SLOWDOWN.firstDelayMs * 2 ** (recent.length - ACCOUNT_SLOWDOWN.after),
    ACCOUNT_SLOWDOWN.maxDelayMs,
  );
  return Math.max(0, Math.max(...recent) + delay - now.getTime());
}

/**
 * How long before one more sign-in attempt may be checked (0: now). An account is never locked for
 * everyone: failures from other addresses only slow down the addresses that failed too, so a
 * stranger's guesses cannot keep the owner out, while a single address is held to a hard limit per
 * account and overall.
 */
export function waitBeforeAttemptMs(history: AttemptHistory, now: Date): number {
  const hard = longestWaitMs(
    [
      { times: history.accountAndIp, rule: LOGIN_FAILURE_LIMITS.perAccountAndIp },
      { times: history.ip, rule: LOGIN_FAILURE_LIMITS.perIp },
    ],
    now,
  );
  return Math.max(hard, slowdownMs(history, now));
}
