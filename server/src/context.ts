import type { Logger } from 'pino';
import { createAgentRuns, type AgentRuns } from './agent/agentRuns.js';
import { LiveRuns } from './agent/liveRuns.js';
import type { Env } from './env.js';
import type { Database, Db } from './db/types.js';
import { createDelivery } from './delivery/createDelivery.js';
import type { Delivery } from './delivery/delivery.js';
import type { JobQueue } from './jobs/jobQueue.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { LiteratureCatalog } from './literature/catalog.js';
import { createCatalogFromEnv } from './literature/catalog/catalogFromEnv.js';
import type { LoadingCatalog } from './literature/catalog/createLiteratureCatalog.js';
import { LlmService } from './llm/llmService.js';
import { AppMetrics } from './metrics/appMetrics.js';
import { createGatewayFromEnv } from './payment/createGateway.js';
import type { PaymentGateway } from './payment/gateway.js';
import { createVacuumSchedule, type VacuumSchedule } from './notes/vacuumSchedule.js';
import { AbilityTable } from './policies/abilities.js';
import type { BlobStore } from './storage/blobStore.js';
import { createStorage } from './storage/createStorage.js';
import type { FileStorage } from './storage/fileStorage.js';

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
  /** The paper-search agent's runs going on in this process (agent/liveRuns.ts). */
  liveRuns: LiveRuns;
  /** Where paper-search steps run and how they are followed and stopped (agent/agentRuns.ts). */
  agentRuns: AgentRuns;
  /** Vacuums the note tables after saves overwrote enough (embedded database only). */
  noteVacuum: VacuumSchedule;
  /** Editor images, in DATA_DIR/files or the S3 bucket's images/ (STORAGE). */
  files: FileStorage;
  /** Uploaded files' bytes by SHA-256, in DATA_DIR/files or the S3 bucket's blobs/ (STORAGE). */
  blobs: BlobStore;
  /** Top-up payments (PAYMENT_PROVIDER); undefined when none is configured. Read per call: tests swap it. */
  payments: PaymentGateway | undefined;
  /** Operator metrics (GET /metrics when METRICS_ENABLED), recorded whether served or not. */
  metrics: AppMetrics;
}

/** What a process brings to its context; tests also replace the clock and the catalogue. */
export interface ContextParts {
  tasks: JobQueue;
  shutdownSignal: AbortSignal;
  /** Where delivery and the catalogue log; they log nothing without it. */
  log?: Logger;
  /** Instead of the system clock. */
  clock?: Clock;
  /** Instead of the catalogue the environment configures. */
  literature?: LoadingCatalog;
  /** Instead of the payment gateway the environment configures (null: none). */
  payments?: PaymentGateway | null;
}

/**
 * The context of a running process (the web server or a separate worker) on an open database; the
 * catalogue is returned with its loading controls, which only the web server starts.
 */
export async function createAppContext(
  env: Env,
  database: Database,
  parts: ContextParts,
): Promise<AppContext & { literature: LoadingCatalog }> {
  const storage = createStorage(env);
  const clock = parts.clock ?? systemClock;
  const payments =
    parts.payments === undefined ? await createGatewayFromEnv(env, clock) : (parts.payments ?? undefined);
  // The simulator listens on a socket of its own; it stops with the server.
  parts.shutdownSignal.addEventListener('abort', () => void payments?.close(), { once: true });
  const metrics = new AppMetrics({ database, tasks: parts.tasks, collectDefaults: env.METRICS_ENABLED });
  return {
    env,
    database,
    db: database.db,
    clock,
    delivery: createDelivery(env, database.db, parts.log),
    abilities: await AbilityTable.load(database.db),
    llm: new LlmService(env, database.db, metrics.recordModelCall),
    literature:
      parts.literature ?? createCatalogFromEnv(env, database.db, { log: parts.log, observe: metrics.recordSourceCall }),
    tasks: parts.tasks,
    shutdownSignal: parts.shutdownSignal,
    liveRuns: new LiveRuns(),
    agentRuns: createAgentRuns(env, parts.shutdownSignal, parts.log),
    noteVacuum: createVacuumSchedule(database),
    files: storage.images,
    blobs: storage.blobs,
    payments,
    metrics,
  };
}
