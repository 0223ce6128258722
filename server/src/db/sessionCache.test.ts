import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionRow, UserRow } from './schema/index.js';
import { BALANCE_ONLY_MARK, SessionCache, toSignedInUser, type SignedInSession } from './sessionCache.js';

const NOW = new Date('2026-11-23T08:00:00Z');

function signedIn(expiresAt = new Date(NOW.getTime() + 3_600_000)): SignedInSession {
  const user = { id: 'u1', nickname: 'Ada', wordsLeft: 500 } as UserRow;
  return { session: { id: 's1', userId: 'u1', expiresAt } as SessionRow, user: toSignedInUser(user) };
}

function cached(cache: SessionCache, hash = 'h1', found = signedIn()): SessionCache {
  cache.put(hash, found, cache.startRead());
  return cache;
}

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('keeps a session until it expires', () => {
    const cache = cached(new SessionCache(), 'h1', signedIn(new Date(NOW.getTime() + 1000)));
    expect(cache.get('h1', NOW)?.user.nickname).toBe('Ada');
    expect(cache.get('h2', NOW)).toBeUndefined();
    expect(cache.get('h1', new Date(NOW.getTime() + 1000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it.each([
    'update "users" set "nickname" = $1 where "users"."id" = $2',
    'update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2',
    'delete from "sessions" where "sessions"."user_id" = $1',
    'insert into "sessions" ("id", "user_id") values ($1, $2)',
    'insert into "users" ("id", "email") values ($1, $2) on conflict do update set "email" = $2',
    'with s as (update users set words_left = 0 where id = $1) select 1',
    'TRUNCATE TABLE users CASCADE',
  ])('empties on a statement that may change a user or a session: %s', (statement) => {
    const cache = cached(new SessionCache());
    cache.noteStatement(statement);
    expect(cache.get('h1', NOW)).toBeUndefined();
  });

  it.each([
    'select "id" from "users" where "users"."id" = $1',
    'insert into "sessions_archive" ("id") values ($1)',
    'update "word_holds" set "status" = $1',
    'update "users_archive" set "note" = $1',
    `${BALANCE_ONLY_MARK}\n with debited as (update users set words_left = words_left - $1 where id = $2) select 1`,
  ])('keeps its entries on a statement that changes no cached state: %s', (statement) => {
    const cache = cached(new SessionCache());
    cache.noteStatement(statement);
    expect(cache.get('h1', NOW)).toBeDefined();
  });

  it('does not cache a read that began before a write', () => {
    const cache = new SessionCache();
    const readGeneration = cache.startRead();
    cache.noteStatement('update "sessions" set "revoked_at" = $1');
    cache.put('h1', signedIn(), readGeneration);
    expect(cache.get('h1', NOW)).toBeUndefined();
    cached(cache);
    expect(cache.get('h1', NOW)).toBeDefined();
  });

  it('drops the oldest entry when full, and entries older than the age limit', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new SessionCache({ maxEntries: 2, maxAgeMs: 60_000 });
    for (const hash of ['h1', 'h2', 'h3']) cached(cache, hash);
    expect(cache.get('h1', NOW)).toBeUndefined();
    expect(cache.get('h2', NOW)).toBeDefined();
    vi.advanceTimersByTime(60_001);
    expect(cache.get('h3', NOW)).toBeUndefined();
  });

  it('leaves the balance out of the user, as a hint', () => {
    const { user } = signedIn();
    expect(user).not.toHaveProperty('wordsLeft');
    expect(user.wordsLeftHint).toBe(500);
  });
});
