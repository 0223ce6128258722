/** Retry timing for one source. */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Bounded defaults: three attempts, 1 s then 2 s (jittered), never more than 20 s per wait. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 20_000 };

/**
 * Delay before retry number `attempt` (1 = first retry): exponential with "equal jitter", half
 * fixed and half random, so many clients hitting one 429 do not come back in lock-step.
 */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return exp / 2 + random() * (exp / 2);
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), or null when absent/invalid. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
