import { and, eq, gt } from 'drizzle-orm';
import { sourceCache } from '../schema/index.js';
import type { Db } from '../types.js';

/** A cached response body, when one exists that has not expired at `now`. */
export async function findFresh(db: Db, key: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ value: sourceCache.value })
    .from(sourceCache)
    .where(and(eq(sourceCache.key, key), gt(sourceCache.expiresAt, now)));
  return row?.value ?? null;
}

/** Stores (or replaces) the response for `key`, valid until `expiresAt`. */
export async function upsert(
  db: Db,
  entry: { key: string; source: string; value: string; fetchedAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(sourceCache)
    .values(entry)
    .onConflictDoUpdate({
      target: sourceCache.key,
      set: { value: entry.value, fetchedAt: entry.fetchedAt, expiresAt: entry.expiresAt },
    });
}
