import { eq, sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import { BALANCE_ONLY_MARK } from '../sessionCache.js';
import type { Db } from '../types.js';

/** The user's current balance. */
export async function wordsLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ wordsLeft: users.wordsLeft }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.wordsLeft;
}

/** A hold to take: the ids are made by the caller. */
export interface NewHold {
  holdId: string;
  ledgerId: string;
  userId: string;
  amount: number;
  purpose: string;
  reason: string;
  now: Date;
}

/**
 * Takes a hold in one statement (so one round trip, and atomic on its own): debits the balance only
 * if it covers `amount`, records the hold and its ledger row. Returns the new balance, or undefined
 * when the balance was too small and nothing was written.
 */
export async function debitIntoHold(db: Db, h: NewHold): Promise<number | undefined> {
  // Both drivers (PGlite, node-postgres) answer with `{ rows }`.
  const { rows } = (await db.execute(sql`${sql.raw(BALANCE_ONLY_MARK)}
    with debited as (
      update users set words_left = words_left - ${h.amount}
      where id = ${h.userId} and words_left >= ${h.amount}
      returning words_left
    ), hold as (
      insert into word_holds (id, user_id, amount, purpose, status, created_at)
      select ${h.holdId}, ${h.userId}, ${h.amount}, ${h.purpose}, 'held', ${h.now} from debited
    ), ledger as (
      insert into word_ledger (id, user_id, delta, balance_after, reason, ref_id, created_at)
      select ${h.ledgerId}, ${h.userId}, ${-h.amount}, words_left, ${h.reason}, ${h.holdId}, ${h.now} from debited
    )
    select words_left from debited`)) as unknown as { rows: Array<{ words_left: number }> };
  return rows[0]?.words_left;
}
