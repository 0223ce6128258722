import { WRITES_USERS } from './statementWrites.js';

/**
 * Word balances by user id, for a database that only this process writes (the embedded PGlite):
 * `GET /v1/user/info` is polled by every open page, and on PGlite its one query was nearly all of
 * its time. Exact in the same way as the session cache: {@link noteStatement} sees every statement
 * before it runs and empties the cache on any write to `users` — every word hold and settlement
 * included — and a read that began before such a write is not kept ({@link startRead}).
 */
export class BalanceCache {
  private readonly balances = new Map<string, number>();
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(userId: string): number | undefined {
    return this.balances.get(userId);
  }

  /** Call before reading a balance from the database, and hand the result to {@link put}. */
  startRead(): number {
    return this.generation;
  }

  /** Keeps what a read begun at `readGeneration` found, unless `users` was written since. */
  put(userId: string, wordsLeft: number, readGeneration: number): void {
    if (readGeneration !== this.generation) return;
    if (this.balances.size >= this.maxEntries) this.balances.clear();
    this.balances.set(userId, wordsLeft);
  }

  /** Sees a statement before it runs; empties the cache when it may write `users`. */
  noteStatement(sqlText: string): void {
    if (!WRITES_USERS.test(sqlText)) return;
    this.balances.clear();
    this.generation++;
  }
}
