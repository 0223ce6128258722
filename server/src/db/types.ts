import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';
import type { BalanceCache } from './balanceCache.js';
import type { NamedStatements } from './namedStatement.js';
import type { SessionCache } from './sessionCache.js';

/** A Drizzle handle on either engine, or a transaction on it: repos accept any of these. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema> & {
  /** On the root handle of a database opened with named statements on; never on a transaction. */
  readonly namedStatements?: NamedStatements;
};

/** The open database and how to check and close it. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, as the metrics read it; none on the embedded database. */
  readonly pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /**
   * The embedded database's files as a gzipped tar, taken between transactions (no statement or
   * transaction runs while it is written): a consistent copy of the running database. PGlite only.
   */
  readonly dumpWhileRunning?: () => Promise<Blob>;
  /** Signed-in sessions kept in memory: only where this process alone writes the database (PGlite). */
  readonly sessionCache?: SessionCache;
  /** Word balances kept in memory, on the same condition. */
  readonly balanceCache?: BalanceCache;
  /** Round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
