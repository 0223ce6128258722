import * as sessionsRepo from '../db/repos/sessions.js';
import { toSignedInUser, type SignedInSession } from '../db/sessionCache.js';
import type { Database } from '../db/types.js';
import { sha256Hex } from '../lib/tokens.js';

/**
 * The live session of a bearer token and its user, or undefined when the token is unknown, expired
 * or revoked: from the database's session cache when it has one (the embedded PGlite), else read.
 */
export async function findSignedIn(database: Database, token: string, now: Date): Promise<SignedInSession | undefined> {
  const tokenHash = sha256Hex(token);
  const cache = database.sessionCache;
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const readGeneration = cache?.startRead();
  const row = await sessionsRepo.findActive(database.db, tokenHash, now);
  if (!row) return undefined;
  const found = { session: row.session, user: toSignedInUser(row.user) };
  if (cache && readGeneration !== undefined) cache.put(tokenHash, found, readGeneration);
  return found;
}
