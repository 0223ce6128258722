import { describe, expect, it } from 'vitest';
import { BalanceCache } from './balanceCache.js';

describe('BalanceCache', () => {
  it('keeps a balance until a statement may write users', () => {
    const cache = new BalanceCache();
    cache.put('u1', 500, cache.startRead());
    cache.noteStatement('select words_left from users where id = $1');
    cache.noteStatement('update "sessions" set revoked_at = now()');
    expect(cache.get('u1')).toBe(500);
    cache.noteStatement('/* balance only */ with closed as (update word_holds set status = $3) update users set x');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('sees every way of writing users', () => {
    for (const sqlText of [
      'update "users" set "nickname" = $1',
      'insert into "users" ("id") values ($1)',
      'delete from users where id = $1',
      'truncate table users',
      'UPDATE ONLY users SET words_left = 0',
    ]) {
      const cache = new BalanceCache();
      cache.put('u1', 1, cache.startRead());
      cache.noteStatement(sqlText);
      expect(cache.get('u1'), sqlText).toBeUndefined();
    }
  });

  it('does not keep a read that began before a write', () => {
    const cache = new BalanceCache();
    const read = cache.startRead();
    cache.noteStatement('update users set words_left = words_left - 10');
    cache.put('u1', 500, read);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('ignores tables whose names only start with users', () => {
    const cache = new BalanceCache();
    cache.put('u1', 7, cache.startRead());
    cache.noteStatement('update users_archive set x = 1');
    expect(cache.get('u1')).toBe(7);
  });
});
