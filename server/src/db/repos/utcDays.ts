import { sql, type SQL } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of the first day of a period of `days` days that ends today (UTC) at `now`. */
export function utcPeriodStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/**
 * `select … as day`: every UTC day of the period starting at `from` (a UTC midnight), as a
 * `timestamp` (without time zone, so the series does not depend on the session's TimeZone). Left-join
 * per-day counts on it so that empty days are 0 rather than missing.
 */
export function utcDaysSql(from: Date, days: number): SQL {
  const start = sql`(${from.toISOString()}::timestamptz at time zone 'UTC')`;
  return sql`select generate_series(${start}, ${start} + ${days - 1}::int * interval '1 day', interval '1 day') as day`;
}

/** The UTC day (a `timestamp` at midnight) of a `timestamptz` expression, to join with {@link utcDaysSql}. */
export function utcDayOf(instant: SQL): SQL {
  return sql`date_trunc('day', ${instant} at time zone 'UTC')`;
}

/** A `YYYY-MM-DD` label of a day from {@link utcDaysSql}. */
export function dayLabel(day: SQL): SQL {
  return sql`to_char(${day}, 'YYYY-MM-DD')`;
}
