import crypto from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { wordLedger, type WordLedgerRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** One change to a user's word balance, appended to the ledger (never updated or deleted). */
export interface LedgerEntry {
  userId: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  refId?: string;
  actorId?: string;
  note?: string;
  now: Date;
}

/** Call inside the transaction that changes `users.words_left`, so balance and ledger agree. */
export async function append(db: Db, entry: LedgerEntry): Promise<void> {
  await db.insert(wordLedger).values({
    id: crypto.randomUUID(),
    userId: entry.userId,
    delta: entry.delta,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    refId: entry.refId,
    actorId: entry.actorId,
    note: entry.note,
    createdAt: entry.now,
  });
}

/** A change to apply to the balance and record in one statement (see {@link applyChange}). */
export interface BalanceChange {
  userId: string;
  delta: number;
  reason: string;
  refId?: string;
  actorId?: string;
  note?: string;
  now: Date;
}

/**
 * Changes `users.words_left` by `delta` and appends its ledger row with the balance after, in one
 * statement (atomic on its own, and safe beside concurrent holds: the update takes the row lock).
 * Returns the new balance, or undefined when it would go below zero (nothing is written then). The
 * unique guard on once-per-ref reasons makes a second credit for the same ref fail the statement.
 */
export async function applyChange(db: Db, c: BalanceChange): Promise<number | undefined> {
  // The balance-only mark keeps the signed-in sessions cached (db/sessionCache.ts).
  const userId = sql`${c.userId}::uuid`;
  const delta = sql`${c.delta}::int`;
  // Casts: parameters in an INSERT … SELECT list would otherwise be typed text.
  const { rows } = (await db.execute(sql`/* balance only */
    with changed as (
      update users set words_left = words_left + ${delta}
      where id = ${userId} and words_left + ${delta} >= 0
      returning words_left
    ), ledger as (
      insert into word_ledger (id, user_id, delta, balance_after, reason, ref_id, actor_id, note, created_at)
      select ${crypto.randomUUID()}::uuid, ${userId}, ${delta}, words_left, ${c.reason}::text,
        ${c.refId ?? null}::text, ${c.actorId ?? null}::uuid, ${c.note ?? null}::text, ${c.now.toISOString()}::timestamptz
      from changed
    )
    select words_left from changed`)) as { rows: Array<{ words_left: number }> };
  return rows[0]?.words_left;
}

/** Whether the user already has a row of `reason` for `refId`. */
export async function hasEntry(db: Db, userId: string, reason: string, refId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: wordLedger.id })
    .from(wordLedger)
    .where(and(eq(wordLedger.userId, userId), eq(wordLedger.reason, reason), eq(wordLedger.refId, refId)))
    .limit(1);
  return row !== undefined;
}

/** What a ledger page is filtered by. */
export interface LedgerFilter {
  userId: string;
  reasons?: string[];
  from?: Date;
  to?: Date;
}

function whereOf(f: LedgerFilter): SQL | undefined {
  return and(
    eq(wordLedger.userId, f.userId),
    f.reasons?.length ? inArray(wordLedger.reason, f.reasons) : undefined,
    f.from ? gte(wordLedger.createdAt, f.from) : undefined,
    f.to ? lt(wordLedger.createdAt, f.to) : undefined,
  );
}

/** One page of a user's ledger, newest first, with the total matching the filter. */
export async function listPage(
  db: Db,
  f: LedgerFilter,
  offset: number,
  limit: number,
): Promise<{ rows: WordLedgerRow[]; total: number }> {
  const where = whereOf(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(wordLedger)
      .where(where)
      .orderBy(desc(wordLedger.createdAt), desc(wordLedger.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(wordLedger).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Sum of `delta` over the user's rows of these reasons (e.g. the words earned from invitations). */
export async function sumOf(db: Db, userId: string, reasons: string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${wordLedger.delta}), 0)::int` })
    .from(wordLedger)
    .where(and(eq(wordLedger.userId, userId), inArray(wordLedger.reason, reasons)));
  return row?.total ?? 0;
}

/** Users whose cached balance differs from the sum of their ledger, with both numbers. */
export async function listMismatches(
  db: Db,
): Promise<Array<{ userId: string; account: string; wordsLeft: number; ledgerSum: number }>> {
  const { rows } = (await db.execute(sql`
    select u.id as user_id, coalesce(u.email, u.phone, '') as account, u.words_left,
      coalesce(l.total, 0)::int as ledger_sum
    from users u
    left join (select user_id, sum(delta) as total from word_ledger group by user_id) l on l.user_id = u.id
    where u.words_left <> coalesce(l.total, 0)
    order by u.created_at`)) as {
    rows: Array<{ user_id: string; account: string; words_left: number; ledger_sum: number }>;
  };
  return rows.map((r) => ({
    userId: r.user_id,
    account: r.account,
    wordsLeft: Number(r.words_left),
    ledgerSum: Number(r.ledger_sum),
  }));
}
