import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../types.js';
import { dayLabel, utcDayOf, utcDaysSql } from './utcDays.js';

/** The period of a series: UTC days from `from` (a UTC midnight). */
export interface Period {
  from: Date;
  days: number;
}

type Counts<K extends string> = Array<{ date: string } & Record<K, number>>;

/**
 * Runs `select <columns> from days d left join (<perDay>) x on x.day = d.day group by d.day`, so that
 * every day of the period has a row; `perDay` yields a `day` column (see utcDayOf) and the columns
 * the aggregates read.
 */
async function perDay<K extends string>(db: Db, p: Period, aggregates: Record<K, SQL>, perDayRows: SQL) {
  const columns = Object.entries<SQL>(aggregates).map(([name, agg]) => sql`${agg}::int as ${sql.identifier(name)}`);
  const { rows } = (await db.execute(sql`
    with days as (${utcDaysSql(p.from, p.days)})
    select ${dayLabel(sql`d.day`)} as date, ${sql.join(columns, sql`, `)}
    from days d left join (${perDayRows}) x on x.day = d.day
    group by d.day order by d.day`)) as { rows: Array<Record<string, unknown>> };
  return rows.map((r) => {
    const out: Record<string, unknown> = { date: String(r.date) };
    for (const name of Object.keys(aggregates)) out[name] = Number(r[name]);
    return out;
  }) as Counts<K>;
}

const since = (p: Period) => sql`${p.from.toISOString()}::timestamptz`;

/**
 * Distinct users active per day: anyone who signed in, viewed a page signed in, took an AI hold or
 * started a paper search that day.
 */
export function activeUsers(db: Db, p: Period) {
  return perDay(
    db,
    p,
    { activeUsers: sql`count(distinct x.user_id)` },
    sql`select ${utcDayOf(sql`a.created_at`)} as day, a.user_id from (
      select user_id, created_at from sessions where created_at >= ${since(p)}
      union all select user_id, created_at from page_views where user_id is not null and created_at >= ${since(p)}
      union all select user_id, created_at from word_ledger where reason = 'ai_hold' and created_at >= ${since(p)}
      union all select user_id, created_at from research_sessions where created_at >= ${since(p)}
    ) a`,
  );
}

/** Page views per day. */
export function pageViews(db: Db, p: Period) {
  return perDay(
    db,
    p,
    { pageViews: sql`count(x.day)` },
    sql`select ${utcDayOf(sql`created_at`)} as day from page_views where created_at >= ${since(p)}`,
  );
}

/** Paper searches started per day (deleted from history or not: the search happened). */
export function paperSearches(db: Db, p: Period) {
  return perDay(
    db,
    p,
    { paperSearches: sql`count(x.day)` },
    sql`select ${utcDayOf(sql`created_at`)} as day from research_sessions where created_at >= ${since(p)}`,
  );
}

/**
 * Accounts created per day by channel: invited (registered with a share code, whatever the login),
 * SMS (a phone and no email: the first SMS sign-in makes the account), else email.
 */
export function signUps(db: Db, p: Period) {
  return perDay(
    db,
    p,
    {
      signUpsEmail: sql`count(*) filter (where x.channel = 'email')`,
      signUpsSms: sql`count(*) filter (where x.channel = 'sms')`,
      signUpsInvited: sql`count(*) filter (where x.channel = 'invited')`,
    },
    sql`select ${utcDayOf(sql`created_at`)} as day,
      case when invited_by is not null then 'invited' when email is null then 'sms' else 'email' end as channel
      from users where created_at >= ${since(p)}`,
  );
}

/** The most viewed route patterns of the period, most first. */
export async function topRoutes(db: Db, p: Period, limit: number): Promise<Array<{ route: string; views: number }>> {
  const { rows } = (await db.execute(sql`
    select route, count(*)::int as views from page_views where created_at >= ${since(p)}
    group by route order by views desc, route limit ${limit}::int`)) as {
    rows: Array<{ route: string; views: number }>;
  };
  return rows.map((r) => ({ route: r.route, views: Number(r.views) }));
}
