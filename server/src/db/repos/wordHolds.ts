import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { tasks, wordHolds, type WordHoldRow } from '../schema/index.js';
import type { Db } from '../types.js';

/**
 * Closes a hold that is still `held` (settled with the words charged, or released); returns the row,
 * or undefined when it was already closed, so a hold is never given back twice.
 */
export async function closeIfHeld(
  db: Db,
  id: string,
  close: { status: 'settled' | 'released'; charged: number | null; now: Date },
): Promise<WordHoldRow | undefined> {
  const [row] = await db
    .update(wordHolds)
    .set({ status: close.status, charged: close.charged, closedAt: close.now })
    .where(and(eq(wordHolds.id, id), eq(wordHolds.status, 'held')))
    .returning();
  return row;
}

/** Ids of holds still open that were taken before `before` and belong to no queued or running task. */
export async function listAbandoned(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: wordHolds.id })
    .from(wordHolds)
    .where(
      and(
        eq(wordHolds.status, 'held'),
        lt(wordHolds.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tasks)
            .where(and(eq(tasks.holdId, wordHolds.id), inArray(tasks.status, ['queued', 'running']))),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findById(db: Db, id: string): Promise<WordHoldRow | undefined> {
  const [row] = await db.select().from(wordHolds).where(eq(wordHolds.id, id));
  return row;
}
