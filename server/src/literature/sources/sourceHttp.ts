import { backoffDelay, parseRetryAfter, type RetryPolicy } from './backoff.js';
import { type RateLimiter, sleep } from './rateLimiter.js';
import { cacheKey, type ResponseCache } from './responseCache.js';
import { sourceOutcomeOf, type SourceCallObserver, type SourceCallOutcome } from './sourceCallObserver.js';
import { isOfflineError, SourceError } from './sourceError.js';

/** How one source's requests are sent. */
export interface SourceHttpOptions {
  source: string;
  /** The outbound-guarded fetch (net/outboundFetch.ts) shared by the sources. */
  fetch: typeof globalThis.fetch;
  limiter: RateLimiter;
  timeoutMs: number;
  retry: RetryPolicy;
  headers?: Record<string, string>;
  cache?: ResponseCache;
  /** Query parameters kept out of cache keys (API keys, contact addresses). */
  privateParams?: readonly string[];
  random?: () => number;
  /** Hears how each getText ended and how long it took. */
  observe?: SourceCallObserver;
}

/** GETs of one source: rate-limited, timed out, retried, cached. */
export interface SourceHttp {
  /** The body of a 200 answer, or null for 404; throws SourceError for anything else. */
  getText(url: URL, signal?: AbortSignal): Promise<string | null>;
}

type Attempt = { kind: 'done'; body: string | null } | { kind: 'retry'; error: SourceError; waitMs?: number };

/** Creates the HTTP client of one source. */
export function createSourceHttp(opts: SourceHttpOptions): SourceHttp {
  const attempt = async (url: URL, signal?: AbortSignal): Promise<Attempt> => {
    await opts.limiter.acquire(signal);
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    let response: Response;
    try {
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      response = await opts.fetch(url, { headers: opts.headers, signal: combined });
    } catch (error) {
      opts.limiter.settle();
      if (signal?.aborted) throw error;
      if (timeout.aborted) return retry(opts.source, 'timeout', `no answer within ${opts.timeoutMs} ms`);
      if (isOfflineError(error)) throw new SourceError(opts.source, 'offline', 'no network route or DNS');
      return retry(opts.source, 'http', `network error: ${(error as Error).message}`);
    }
    opts.limiter.settle();
    if (response.status === 200) return { kind: 'done', body: await readBody(response, timeout, opts.source) };
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'done', body: null };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      const waitMs = parseRetryAfter(response.headers.get('retry-after')) ?? undefined;
      return retry(opts.source, 'rate_limited', 'too many requests (429)', 429, waitMs);
    }
    const detail = (await response.text().catch(() => '')).slice(0, 2000);
    const error = new SourceError(opts.source, 'http', `HTTP ${response.status}`, response.status, detail);
    if (response.status >= 500) return { kind: 'retry', error };
    throw error;
  };

  const getText = async (url: URL, signal?: AbortSignal, seen?: { isCached: boolean }): Promise<string | null> => {
    const key = cacheKey(opts.source, url, opts.privateParams ?? []);
    // The cache only saves requests: when the database cannot answer, ask the service.
    const cached = await opts.cache?.get(key).catch(() => null);
    if (cached != null) {
      if (seen) seen.isCached = true;
      return cached;
    }
    for (let n = 1; ; n++) {
      const result = await attempt(url, signal);
      if (result.kind === 'done') {
        if (result.body !== null) await opts.cache?.set(key, opts.source, result.body).catch(() => undefined);
        return result.body;
      }
      if (n >= opts.retry.maxAttempts) throw result.error;
      const delay = Math.max(result.waitMs ?? 0, backoffDelay(opts.retry, n, opts.random));
      // A server asking for a longer pause than we allow is treated as rate-limited now.
      if (delay > opts.retry.maxDelayMs) throw result.error;
      await sleep(delay, signal);
    }
  };
  const observe = opts.observe;
  if (!observe) return { getText };
  return {
    async getText(url, signal) {
      const startedAt = performance.now();
      const report = (outcome: SourceCallOutcome) =>
        observe({ source: opts.source, outcome, seconds: (performance.now() - startedAt) / 1000 });
      const seen = { isCached: false };
      try {
        const body = await getText(url, signal, seen);
        report(seen.isCached ? 'cached' : body === null ? 'not_found' : 'ok');
        return body;
      } catch (err) {
        report(sourceOutcomeOf(err, signal));
        throw err;
      }
    },
  };
}

function retry(
  source: string,
  failure: 'timeout' | 'http' | 'rate_limited',
  message: string,
  status?: number,
  waitMs?: number,
): Attempt {
  return { kind: 'retry', error: new SourceError(source, failure, message, status), waitMs };
}

async function readBody(response: Response, timeout: AbortSignal, source: string): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (timeout.aborted) throw new SourceError(source, 'timeout', 'body not received in time');
    throw error;
  }
}
