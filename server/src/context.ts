import type { Env } from './env.js';
import type { Database, Db } from './db/types.js';
import type { Delivery } from './delivery/delivery.js';
import type { JobQueue } from './jobs/jobQueue.js';
import type { Clock } from './lib/clock.js';
import type { LiteratureCatalog } from './literature/catalog.js';
import type { LlmService } from './llm/llmService.js';
import type { AbilityTable } from './policies/abilities.js';

/** What route modules and services need from the running server; built once by buildApp. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  clock: Clock;
  delivery: Delivery;
  abilities: AbilityTable;
  /** Language models: configuration (environment or admin settings) and calls. */
  llm: LlmService;
  /** Paper search: the built-in corpus (loaded in the background) and the live sources. */
  literature: LiteratureCatalog;
  /** The task queue (conventions §6); the worker is started by jobs/worker.ts. */
  tasks: JobQueue;
  /** Aborted when the server starts shutting down, so long streams can finish early and cleanly. */
  shutdownSignal: AbortSignal;
}
