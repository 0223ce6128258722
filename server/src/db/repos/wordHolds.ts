import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { tasks, wordHolds, type WordHoldRow } from '../schema/index.js';
import { BALANCE_ONLY_MARK } from '../sessionCache.js';
import { runNamedStatement, type NamedStatement } from '../namedStatement.js';
import type { Db } from '../types.js';
import { liveRowOf } from './serverInstances.js';

/**
 * Ids of the holds still open that meet `conditions` and belong to no queued or running task: such a
 * hold is the task's until it ends (jobs/).
 */
async function listOpenWithoutTask(db: Db, ...conditions: Array<SQL | undefined>): Promise<string[]> {
  const waitingTask = db
    .select({ one: sql`1` })
    .from(tasks)
    .where(and(eq(tasks.holdId, wordHolds.id), inArray(tasks.status, ['queued', 'running'])));
  const rows = await db
    .select({ id: wordHolds.id })
    .from(wordHolds)
    .where(and(eq(wordHolds.status, 'held'), notExists(waitingTask), ...conditions));
  return rows.map((r) => r.id);
}

/** Ids of holds still open that were taken before `before` and belong to no queued or running task. */
export function listAbandoned(db: Db, before: Date): Promise<string[]> {
  return listOpenWithoutTask(db, lt(wordHolds.createdAt, before));
}

/** Which process instances have ended (see {@link listOfEndedInstances}). */
export type EndedInstances =
  /** Every one but this: the only process that can run (the embedded database's lock). */
  | { allBut: string }
  /**
   * Those without a heartbeat for this long, or without a row (PostgreSQL). Holds that name no
   * instance (taken before holds recorded one) are left to the age sweep: their server may still run.
   */
  | { silentForMs: number };

/** Ids of holds still open whose process instance has ended and that belong to no queued or running task. */
export function listOfEndedInstances(db: Db, ended: EndedInstances): Promise<string[]> {
  const instance = wordHolds.instanceId;
  return 'allBut' in ended
    ? listOpenWithoutTask(db, or(isNull(instance), ne(instance, ended.allBut)))
    : listOpenWithoutTask(db, isNotNull(instance), notExists(liveRowOf(db, instance, ended.silentForMs)));
}

export async function findById(db: Db, id: string): Promise<WordHoldRow | undefined> {
  const [row] = await db.select().from(wordHolds).where(eq(wordHolds.id, id));
  return row;
}

/** What closing a hold did. */
export interface ClosedHold {
  /** False when the hold was already closed: nothing was given back. */
  wasOpen: boolean;
  /** The user's balance after. */
  wordsLeft: number;
}

// A data-modifying CTE's changes are invisible to the outer query: `before` is the balance as the
// statement found it, which is the balance after whenever nothing was given back.
const closeAndGiveBackStatement: NamedStatement = {
  name: 'close_and_give_back',
  paramTypes: ['uuid', 'uuid', 'text', 'int', 'int', 'text', 'timestamptz'],
  text: `${BALANCE_ONLY_MARK}
    with closed as (
      update word_holds set status = $3, charged = $4, closed_at = $7
      where id = $1 and status = 'held'
      returning user_id, amount
    ), credited as (
      update users set words_left = words_left + (closed.amount - $5)
      from closed where users.id = closed.user_id and closed.amount > $5
      returning users.words_left
    ), ledger as (
      insert into word_ledger (id, user_id, delta, balance_after, reason, ref_id, created_at)
      select $2, closed.user_id, closed.amount - $5, credited.words_left, $6, $1::text, $7
      from closed, credited
    )
    select
      (select count(*) from closed)::int as was_open,
      (select words_left from credited) as credited_left,
      (select u.words_left from users u join word_holds h on h.user_id = u.id where h.id = $1) as before`,
};

/**
 * Closes a hold that is still `held` in one statement: marks it settled (with `charged`) or released
 * (`charged` null), gives `amount - charged` back to the balance and appends the ledger row when that
 * is more than zero. A hold already closed is left alone, so words are never given back twice.
 */
export async function closeAndGiveBack(
  db: Db,
  c: { holdId: string; ledgerId: string; charged: number | null; reason: string; now: Date },
): Promise<ClosedHold> {
  const rows = await runNamedStatement<{ was_open: number; credited_left: number | null; before: number | null }>(
    db,
    closeAndGiveBackStatement,
    [c.holdId, c.ledgerId, c.charged === null ? 'released' : 'settled', c.charged, c.charged ?? 0, c.reason, c.now],
  );
  const row = rows[0];
  if (row?.before === null || row?.before === undefined) throw new Error(`word hold ${c.holdId} does not exist`);
  return { wasOpen: row.was_open > 0, wordsLeft: row.credited_left ?? row.before };
}
