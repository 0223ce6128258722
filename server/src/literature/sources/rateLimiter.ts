/** Spaces the requests to one service at least an interval apart, in this process. */
export interface RateLimiter {
  /** Resolves when the caller may send; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** Called when a response has arrived: the next request waits a full interval from now. */
  settle(): void;
}

/**
 * A limiter that lets one request start per `intervalMs`, counted from the later of the previous
 * start and the previous response. Counting from the response as well keeps the spacing the
 * service sees at least the interval even when one request's connection set-up was slow.
 */
export function createRateLimiter(intervalMs: number, now: () => number = Date.now): RateLimiter {
  let nextSlot = 0;
  return {
    async acquire(signal) {
      for (;;) {
        const wait = nextSlot - now();
        if (wait <= 0) {
          nextSlot = now() + intervalMs;
          return;
        }
        await sleep(wait, signal);
      }
    },
    settle() {
      nextSlot = Math.max(nextSlot, now() + intervalMs);
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
