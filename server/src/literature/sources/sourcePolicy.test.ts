import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff.js';
import { interleave } from './fanOutSearch.js';
import { parsePaperId } from './paperId.js';
import { createRateLimiter } from './rateLimiter.js';
import { cacheKey } from './responseCache.js';
import { isOfflineError } from './sourceError.js';

describe('source request policy', () => {
  it('backs off exponentially with bounded jitter', () => {
    const policy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 3000 };
    expect(backoffDelay(policy, 1, () => 0)).toBe(500);
    expect(backoffDelay(policy, 1, () => 1)).toBe(1000);
    expect(backoffDelay(policy, 2, () => 0.5)).toBe(1500);
    expect(backoffDelay(policy, 5, () => 1)).toBe(3000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('spaces limiter slots by the interval, counted again from each response', async () => {
    // The limiter's own clock and timers: real ones measured the callbacks' delay on a busy machine.
    vi.useFakeTimers();
    try {
      const limiter = createRateLimiter(40);
      const t0 = Date.now();
      const started: number[] = [];
      const all = Promise.all([1, 2, 3].map(() => limiter.acquire().then(() => started.push(Date.now() - t0))));
      await vi.advanceTimersByTimeAsync(200);
      await all;
      expect(started).toEqual([0, 40, 80]);
      await vi.advanceTimersByTimeAsync(30);
      // A response counts the interval again from now: the next slot is 40 ms away, not already free.
      limiter.settle();
      const before = Date.now();
      const waited = limiter.acquire().then(() => Date.now() - before);
      await vi.advanceTimersByTimeAsync(100);
      expect(await waited).toBe(40);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys the cache on the sorted request without contact or key parameters', () => {
    const a = cacheKey('openalex', new URL('https://x.org/works?search=a&per-page=5&mailto=me%40x.org'), ['mailto']);
    const b = cacheKey('openalex', new URL('https://x.org/works?per-page=5&search=a'), ['mailto']);
    expect(a).toBe(b);
    expect(a).toBe('openalex:/works?per-page=5&search=a');
  });

  it('merges source lists round-robin by rank', () => {
    expect(interleave([['a1', 'a2', 'a3'], [], ['c1']])).toEqual(['a1', 'c1', 'a2', 'a3']);
    expect(interleave([])).toEqual([]);
  });

  it('recognises identifiers', () => {
    expect(parsePaperId('https://doi.org/10.1038/35002501')).toEqual({ kind: 'doi', value: '10.1038/35002501' });
    expect(parsePaperId('arXiv:1706.03762v5')).toEqual({ kind: 'arxiv', value: '1706.03762' });
    expect(parsePaperId('PMID: 10706275')).toEqual({ kind: 'pmid', value: '10706275' });
    expect(parsePaperId('W2162348455')).toEqual({ kind: 'native', value: 'W2162348455' });
  });

  it('calls DNS and route failures offline', () => {
    const dns = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    expect(isOfflineError(dns)).toBe(true);
    expect(isOfflineError(Object.assign(new Error('x'), { cause: { code: 'ECONNREFUSED' } }))).toBe(false);
  });
});
