import { z } from 'zod';

/** `ok`; `problem` needs the operator; `off` is not configured here (no model, no /metrics), not a fault. */
export const HealthState = z.enum(['ok', 'problem', 'off']);
export type HealthState = z.infer<typeof HealthState>;

export const DatabaseHealth = z.object({
  state: HealthState,
  kind: z.enum(['pglite', 'postgres']),
  /** Time of a `select 1`; null when it failed. */
  latencyMs: z.number().int().nullable(),
  /** The newest migration applied to the database (its tag when this code knows it). */
  appliedMigration: z.string().nullable(),
  /** The newest migration this server's code brings. */
  codeMigration: z.string(),
  /** The database has migrations this code does not know: a newer release migrated it (rolling restart). */
  isSchemaAhead: z.boolean(),
});

export const QueueHealth = z.object({
  state: HealthState,
  kind: z.enum(['inprocess', 'pgboss']),
  /** Tasks waiting to run (in any process, for the shared queue); null when it could not be read. */
  waiting: z.number().int().nullable(),
  /** Tasks running in this process. */
  running: z.number().int().nullable(),
});

export const WorkerBeat = z.object({
  host: z.string(),
  pid: z.number().int(),
  heartbeatAt: z.string(),
  /** Age of the heartbeat on the database's clock. */
  ageMs: z.number().int(),
});

export const WorkerHealth = z.object({
  state: HealthState,
  /** This server runs tasks itself (RUN_WORKER). */
  runsHere: z.boolean(),
  /** Processes that run tasks, newest heartbeat first (PostgreSQL only; the embedded database has none). */
  workers: z.array(WorkerBeat),
  /** A heartbeat older than this is a dead process (INSTANCE_HEARTBEAT_TIMEOUT_MS). */
  timeoutMs: z.number().int(),
});

export const StorageHealth = z.object({
  state: HealthState,
  kind: z.enum(['local', 's3']),
  /** The directory, or the bucket (and endpoint). */
  target: z.string(),
  latencyMs: z.number().int().nullable(),
  /** A short error code (`EACCES`, `NotFound`, `timeout`…); null when it worked. */
  error: z.string().nullable(),
});

export const ModelHealth = z.object({
  state: HealthState,
  provider: z.string().nullable(),
  model: z.string().nullable(),
  failure: z.enum(['not_configured', 'not_allowed', 'unreachable', 'timeout', 'auth', 'http_error']).nullable(),
  httpStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The model check is cached for a minute: when it last ran. */
  checkedAt: z.string(),
});

export const MetricsHealth = z.object({
  state: HealthState,
  path: z.string(),
  /** A bearer token is needed to scrape it (METRICS_TOKEN). */
  needsToken: z.boolean(),
});

/** `GET /v1/admin/health`: each part of a running server, for operators (administrators only). */
export const AdminHealthRes = z.object({
  /** `problem` when any part has one. */
  state: HealthState,
  checkedAt: z.string(),
  /** The server that answered: readiness, uptime, and the release it runs. */
  server: z.object({ host: z.string(), pid: z.number().int(), uptimeSeconds: z.number().int(), version: z.string() }),
  database: DatabaseHealth,
  queue: QueueHealth,
  worker: WorkerHealth,
  storage: StorageHealth,
  model: ModelHealth,
  metrics: MetricsHealth,
});
export type AdminHealthRes = z.infer<typeof AdminHealthRes>;
