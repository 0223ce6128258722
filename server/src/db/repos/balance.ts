import { and, eq, gte, sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import type { Db } from '../types.js';

/**
 * Takes `amount` words from the balance only if that many are left, in one conditional update (the
 * row lock it takes serialises concurrent debits). Returns the new balance, or undefined when the
 * balance was too small and nothing changed.
 */
export async function debitIfEnough(db: Db, userId: string, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ wordsLeft: sql`${users.wordsLeft} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.wordsLeft, amount)))
    .returning({ wordsLeft: users.wordsLeft });
  return row?.wordsLeft;
}

/** Gives `amount` words back; returns the new balance. */
export async function credit(db: Db, userId: string, amount: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ wordsLeft: sql`${users.wordsLeft} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ wordsLeft: users.wordsLeft });
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.wordsLeft;
}

/** The user's current balance. */
export async function wordsLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ wordsLeft: users.wordsLeft }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.wordsLeft;
}
