import * as sessionsRepo from '../db/repos/sessions.js';
import { toSignedInUser, type SignedInSession } from '../db/sessionCache.js';
import type { Database } from '../db/types.js';
import { sha256Hex } from '../lib/tokens.js';

/** A signed-in session as found for one request. */
export interface FoundSession extends SignedInSession {
  /** The balance, when this lookup read the user from the database (so it is as fresh as a read). */
  wordsLeftRead?: number;
}

/**
 * The live session of a bearer token and its user, or undefined when the token is unknown, expired
 * or revoked: from the database's session cache when it has one (the embedded PGlite), else read
 * (and then the balance read with it is kept in the balance cache too).
 */
export async function findSignedIn(database: Database, token: string, now: Date): Promise<FoundSession | undefined> {
  const tokenHash = sha256Hex(token);
  const cache = database.sessionCache;
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const readGeneration = cache?.startRead();
  const balanceReadGeneration = database.balanceCache?.startRead();
  const row = await sessionsRepo.findActive(database.db, tokenHash, now);
  if (!row) return undefined;
  const found = { session: row.session, user: toSignedInUser(row.user) };
  if (cache && readGeneration !== undefined) cache.put(tokenHash, found, readGeneration);
  if (balanceReadGeneration !== undefined)
    database.balanceCache?.put(row.user.id, row.user.wordsLeft, balanceReadGeneration);
  return { ...found, wordsLeftRead: row.user.wordsLeft };
}
