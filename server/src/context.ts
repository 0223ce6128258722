import type { Env } from './env.js';
import type { Database, Db } from './db/types.js';
import type { Delivery } from './delivery/delivery.js';
import type { Clock } from './lib/clock.js';
import type { AbilityTable } from './policies/abilities.js';

/** What route modules and services need from the running server; built once by buildApp. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  clock: Clock;
  delivery: Delivery;
  abilities: AbilityTable;
  /** Aborted when the server starts shutting down, so long streams can finish early and cleanly. */
  shutdownSignal: AbortSignal;
}
