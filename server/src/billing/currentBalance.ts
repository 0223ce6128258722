import * as balance from '../db/repos/balance.js';
import type { Database } from '../db/types.js';

/** The user's word balance now: from the embedded database's balance cache when it holds it, else read. */
export async function currentWordsLeft(database: Database, userId: string): Promise<number> {
  const cache = database.balanceCache;
  const cached = cache?.get(userId);
  if (cached !== undefined) return cached;
  const readGeneration = cache?.startRead();
  const wordsLeft = await balance.wordsLeft(database.db, userId);
  if (cache && readGeneration !== undefined) cache.put(userId, wordsLeft, readGeneration);
  return wordsLeft;
}
