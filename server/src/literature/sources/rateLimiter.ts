/** Spaces the start of requests to one service at least `intervalMs` apart, in this process. */
export interface RateLimiter {
  /** Resolves when the caller may send; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
}

/** A limiter that grants one slot every `intervalMs` (FIFO, no bursts). */
export function createRateLimiter(intervalMs: number, now: () => number = Date.now): RateLimiter {
  let nextSlot = 0;
  return {
    acquire(signal) {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + intervalMs;
      const wait = slot - current;
      if (wait <= 0) return Promise.resolve();
      return sleep(wait, signal);
    },
  };
}

/** Waits `ms`, rejecting with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
