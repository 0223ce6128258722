import { sql } from 'drizzle-orm';
import type { Db } from '../types.js';
import { dayLabel, utcDayOf, utcDaysSql } from './utcDays.js';

/** AI operations and the words charged for them on one UTC day. */
export interface AiChargesDay {
  date: string;
  /** Operations that charged words (a released hold, a failed call, charged nothing and is not counted). */
  uses: number;
  words: number;
}

/**
 * Words charged for AI operations per UTC day of the period, every day present: from the ledger,
 * where an operation is its `ai_hold` row less its `ai_hold_return` (same `ref_id`, the hold), counted
 * on the day it started. One user's, or everyone's when `userId` is absent (administration).
 */
export async function perDay(db: Db, opts: { from: Date; days: number; userId?: string }): Promise<AiChargesDay[]> {
  const onlyUser = opts.userId ? sql`and l.user_id = ${opts.userId}::uuid` : sql``;
  const { rows } = (await db.execute(sql`
    with days as (${utcDaysSql(opts.from, opts.days)}),
    holds as (
      select l.user_id, l.ref_id, l.created_at from word_ledger l
      where l.reason = 'ai_hold' and l.created_at >= ${opts.from.toISOString()}::timestamptz ${onlyUser}
    ),
    charges as (
      select ${utcDayOf(sql`h.created_at`)} as day, -sum(r.delta) as words
      from holds h
      join word_ledger r on r.user_id = h.user_id and r.ref_id = h.ref_id and r.reason in ('ai_hold', 'ai_hold_return')
      group by h.ref_id, h.created_at
    )
    select ${dayLabel(sql`d.day`)} as date, count(c.words) filter (where c.words > 0)::int as uses,
      coalesce(sum(c.words), 0)::int as words
    from days d left join charges c on c.day = d.day
    group by d.day order by d.day`)) as { rows: Array<{ date: string; uses: number; words: number }> };
  return rows.map((r) => ({ date: r.date, uses: Number(r.uses), words: Number(r.words) }));
}

/** One settled AI operation of a user. */
export interface AiOperationRow {
  id: string;
  purpose: string;
  charged: number;
  createdAt: Date;
}

/** The user's newest AI operations that charged words: the hold's purpose (the tool) and its charge. */
export async function listRecentOperations(db: Db, userId: string, limit: number): Promise<AiOperationRow[]> {
  const { rows } = (await db.execute(sql`
    select h.id, h.purpose, h.charged, l.created_at
    from word_ledger l join word_holds h on h.id::text = l.ref_id
    where l.user_id = ${userId}::uuid and l.reason = 'ai_hold' and h.status = 'settled' and h.charged > 0
    order by l.created_at desc, l.id desc
    limit ${limit}::int`)) as {
    rows: Array<{ id: string; purpose: string; charged: number; created_at: string | Date }>;
  };
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose,
    charged: Number(r.charged),
    createdAt: new Date(r.created_at),
  }));
}
