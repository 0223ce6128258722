import crypto from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { authAttempts } from '../schema/index.js';
import type { Db } from '../types.js';

/** Times of the failed sign-ins counted under `key` since `since`. */
export async function failuresSince(db: Db, key: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

/** Records one failed sign-in under each key, dropping their rows that no window counts any more. */
export async function recordFailure(db: Db, keys: readonly string[], now: Date, keepAfter: Date): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(inArray(authAttempts.key, [...keys]), lte(authAttempts.createdAt, keepAfter)));
  await db.insert(authAttempts).values(keys.map((key) => ({ id: crypto.randomUUID(), key, createdAt: now })));
}
