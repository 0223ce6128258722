import type { SessionRow, UserRow } from './schema/index.js';
import { WRITES_SESSIONS, WRITES_USERS } from './statementWrites.js';

/** A signed-in user as a request sees it: the balance is not part of it (see {@link SessionCache}). */
export type SignedInUser = Omit<UserRow, 'wordsLeft'> & {
  /**
   * The balance when the session was last read from the database. It may be stale: use it only to
   * skip work that the balance would refuse anyway, never to decide a charge or to show it.
   */
  wordsLeftHint: number;
};

export interface SignedInSession {
  session: SessionRow;
  user: SignedInUser;
}

/**
 * Marks a statement that changes no column of `users` but `words_left` (the word holds): it leaves
 * the cached sessions valid, since they do not carry the balance. Put it first in the SQL text.
 */
export const BALANCE_ONLY_MARK = '/* balance only */';

const writesSignedInState = (sqlText: string) => WRITES_USERS.test(sqlText) || WRITES_SESSIONS.test(sqlText);

interface Entry extends SignedInSession {
  cachedAt: number;
}

/**
 * Sessions and their users by token hash, for a database that only this process writes: the embedded
 * PGlite, whose data directory is locked to one process. Every signed-in request would otherwise
 * spend a query, run on this thread by PGlite, on its session (decisions/009).
 *
 * It is exact, not just short-lived: {@link noteStatement} sees every statement before it runs (the
 * Drizzle logger, transactions included) and empties the cache on any that may change a session or
 * a user. A read that started before such a statement is not cached ({@link startRead}), so an entry
 * read before a sign-out cannot come back after it. Expiry is checked on every hit. The balance
 * changes on every AI call, so it is left out of the entries (statements marked
 * {@link BALANCE_ONLY_MARK} keep them) and is read fresh where it is shown.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxAgeMs: number } = { maxEntries: 10_000, maxAgeMs: 10 * 60_000 },
  ) {}

  /** The live session of `tokenHash`, when cached and not expired at `now`. */
  get(tokenHash: string, now: Date): SignedInSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.session.expiresAt <= now || performance.now() - entry.cachedAt > this.limits.maxAgeMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return { session: entry.session, user: entry.user };
  }

  /** Call before reading a session from the database, and hand the result to {@link put}. */
  startRead(): number {
    return this.generation;
  }

  /** Caches what a read begun at `readGeneration` found, unless something was written since. */
  put(tokenHash: string, found: SignedInSession, readGeneration: number): void {
    if (readGeneration !== this.generation) return;
    if (this.entries.size >= this.limits.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { ...found, cachedAt: performance.now() });
  }

  /** Sees a statement before it runs; empties the cache when it may change a session or a user. */
  noteStatement(sqlText: string): void {
    if (sqlText.startsWith(BALANCE_ONLY_MARK)) return;
    if (!writesSignedInState(sqlText)) return;
    this.entries.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The request's view of a user row: the balance left out, kept as a hint. */
export function toSignedInUser(user: UserRow): SignedInUser {
  const { wordsLeft, ...rest } = user;
  return { ...rest, wordsLeftHint: wordsLeft };
}
