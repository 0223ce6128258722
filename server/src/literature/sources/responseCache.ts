import * as sourceCacheRepo from '../../db/repos/sourceCache.js';
import type { Db } from '../../db/types.js';

/** Where source responses are kept between calls. */
export interface ResponseCache {
  get(key: string): Promise<string | null>;
  set(key: string, source: string, value: string): Promise<void>;
}

/**
 * The `source_cache` table as a ResponseCache; entries live `ttlMs` from when they are fetched.
 * A TTL of 0 (SOURCE_CACHE_TTL_HOURS=0) turns caching off: nothing is read or written.
 */
export function createDbResponseCache(db: Db, opts: { ttlMs: number; now?: () => Date }): ResponseCache {
  const now = opts.now ?? (() => new Date());
  return {
    get: (key) => (opts.ttlMs > 0 ? sourceCacheRepo.findFresh(db, key, now()) : Promise.resolve(null)),
    set: async (key, source, value) => {
      if (opts.ttlMs <= 0) return;
      const fetchedAt = now();
      const expiresAt = new Date(fetchedAt.getTime() + opts.ttlMs);
      await sourceCacheRepo.upsert(db, { key, source, value, fetchedAt, expiresAt });
    },
  };
}

/**
 * The cache key of a request: source, path and query parameters sorted, without credentials or
 * contact parameters (they do not change the answer and must not be stored).
 */
export function cacheKey(source: string, url: URL, privateParams: readonly string[]): string {
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !privateParams.includes(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${source}:${url.pathname}${query ? `?${query}` : ''}`;
}
