import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** A Drizzle handle on either engine, or a transaction on it: repos accept any of these. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database and how to check and close it. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
