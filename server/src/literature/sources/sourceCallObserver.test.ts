import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.js';
import type { SourceCallRecord } from './sourceCallObserver.js';
import { createSourceHttp } from './sourceHttp.js';

/** A source client over a scripted fetch, reporting to `records`. */
function client(answers: Array<() => Response>, records: SourceCallRecord[]) {
  const bodies = new Map<string, string>();
  return createSourceHttp({
    source: 'openalex',
    fetch: () => Promise.resolve(answers.shift()!()),
    limiter: createRateLimiter(0),
    timeoutMs: 1000,
    retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
    cache: {
      get: (key) => Promise.resolve(bodies.get(key) ?? null),
      set: (key, _source, body) => Promise.resolve(void bodies.set(key, body)),
    },
    observe: (record) => records.push(record),
  });
}

describe('source requests reported to the metrics', () => {
  it('says how each request ended: ok, cached, not_found, the failure, aborted', async () => {
    const records: SourceCallRecord[] = [];
    const http = client(
      [
        () => new Response('{"results":[]}', { status: 200 }),
        () => new Response('', { status: 404 }),
        () => new Response('bad', { status: 400 }),
        () => new Response('', { status: 503 }),
        () => new Response('', { status: 503 }),
      ],
      records,
    );
    const url = new URL('https://api.openalex.org/works?search=a');
    expect(await http.getText(url)).toBe('{"results":[]}');
    expect(await http.getText(url)).toBe('{"results":[]}');
    expect(await http.getText(new URL('https://api.openalex.org/works/W1'))).toBeNull();
    await expect(http.getText(new URL('https://api.openalex.org/works?search=b'))).rejects.toThrow('HTTP 400');
    await expect(http.getText(new URL('https://api.openalex.org/works?search=c'))).rejects.toThrow('HTTP 503');
    await expect(
      http.getText(new URL('https://api.openalex.org/works?search=d'), AbortSignal.abort()),
    ).rejects.toThrow();
    expect(records.map((r) => r.outcome)).toEqual(['ok', 'cached', 'not_found', 'http', 'http', 'aborted']);
    expect(records.every((r) => r.source === 'openalex' && r.seconds >= 0)).toBe(true);
  });
});
