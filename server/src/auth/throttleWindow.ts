/** A sliding-window limit: at most `limit` events within any `windowMs`. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * How long until one more event fits under the limit: 0 when it fits now. `times` are the earlier
 * events (any order); those older than the window no longer count.
 */
export function retryAfterMs(times: readonly Date[], now: Date, { limit, windowMs }: WindowLimit): number {
  const start = now.getTime() - windowMs;
  const inWindow = times
    .map((t) => t.getTime())
    .filter((t) => t > start)
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return 0;
  // The event that must age out before a new one fits: enough must leave to get below the limit.
  const blocking = inWindow[inWindow.length - limit] as number;
  return Math.max(1, blocking + windowMs - now.getTime());
}

/** The longest wait over several limits, each checked against its own event list. */
export function longestWaitMs(checks: ReadonlyArray<{ times: readonly Date[]; rule: WindowLimit }>, now: Date): number {
  return Math.max(0, ...checks.map((c) => retryAfterMs(c.times, now, c.rule)));
}
