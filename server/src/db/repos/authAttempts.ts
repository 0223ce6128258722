import crypto from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import { authAttempts } from '../schema/index.js';
import type { Db } from '../types.js';

/**
 * Takes the transaction-scoped lock of every throttle key, in one fixed order so that two attempts
 * sharing keys never wait on each other in a cycle. Concurrent attempts on a key then count and
 * record one after another: a burst cannot all pass the check before any is recorded.
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${key}`}))`);
}

/** Times of the attempts (failed, or still being checked) recorded under each key since `since`. */
export async function timesSince(db: Db, keys: readonly string[], since: Date): Promise<Map<string, Date[]>> {
  const rows = await db
    .select({ key: authAttempts.key, createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(inArray(authAttempts.key, [...keys]), gt(authAttempts.createdAt, since)));
  const times = new Map<string, Date[]>(keys.map((k) => [k, []]));
  for (const row of rows) times.get(row.key)?.push(row.createdAt);
  return times;
}

/** Records one attempt under each key (dropping their rows no window counts any more); returns the row ids. */
export async function record(db: Db, keys: readonly string[], now: Date, keepAfter: Date): Promise<string[]> {
  await db
    .delete(authAttempts)
    .where(and(inArray(authAttempts.key, [...keys]), lte(authAttempts.createdAt, keepAfter)));
  const rows = keys.map((key) => ({ id: crypto.randomUUID(), key, createdAt: now }));
  await db.insert(authAttempts).values(rows);
  return rows.map((r) => r.id);
}

/** Forgets attempts that turned out not to be failures. */
export async function remove(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, [...ids]));
}
