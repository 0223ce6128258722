import { eq } from 'drizzle-orm';
import { runNamedStatement, type NamedStatement } from '../namedStatement.js';
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
  /** The process taking it (lib/processInstance.ts). */
  instanceId: string;
  now: Date;
}

const debitIntoHoldStatement: NamedStatement = {
  name: 'debit_into_hold',
  paramTypes: ['uuid', 'uuid', 'uuid', 'int', 'text', 'text', 'timestamptz', 'uuid'],
  text: `${BALANCE_ONLY_MARK}
    with debited as (
      update users set words_left = words_left - $4
      where id = $3 and words_left >= $4
      returning words_left
    ), hold as (
      insert into word_holds (id, user_id, amount, purpose, status, created_at, instance_id)
      select $1, $3, $4, $5, 'held', $7, $8 from debited
    ), ledger as (
      insert into word_ledger (id, user_id, delta, balance_after, reason, ref_id, created_at)
      select $2, $3, -$4, words_left, $6, $1::text, $7 from debited
    )
    select words_left from debited`,
};

/**
 * Takes a hold in one statement (so one round trip, and atomic on its own): debits the balance only
 * if it covers `amount`, records the hold and its ledger row. Returns the new balance, or undefined
 * when the balance was too small and nothing was written.
 */
export async function debitIntoHold(db: Db, h: NewHold): Promise<number | undefined> {
  const rows = await runNamedStatement<{ words_left: number }>(db, debitIntoHoldStatement, [
    h.holdId,
    h.ledgerId,
    h.userId,
    h.amount,
    h.purpose,
    h.reason,
    h.now,
    h.instanceId,
  ]);
  return rows[0]?.words_left;
}
