import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Server and worker processes running on an external PostgreSQL, one row each while they run. A
 * process writes `heartbeat_at` (the database's clock, so the hosts' clocks never matter) every few
 * seconds; one whose heartbeat is older than INSTANCE_HEARTBEAT_TIMEOUT_MS is dead, and the word
 * holds it took are given back. The embedded database has no rows: its lock file admits one process.
 */
export const serverInstances = pgTable('server_instances', {
  id: uuid().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull(),
  /** Where it runs, for an operator reading the table. */
  host: text().notNull(),
  pid: integer().notNull(),
  /** Whether it runs tasks (a worker, or a server with RUN_WORKER): the health page's worker heartbeat. */
  runsTasks: boolean().notNull().default(false),
});
export type ServerInstanceRow = typeof serverInstances.$inferSelect;
