import os from 'node:os';
import type { AdminHealthRes, HealthState } from '@inkstone/shared/api/adminHealth';
import type { AppContext } from '../context.js';
import { migrationLevel } from '../db/migrationLevel.js';
import * as serverInstances from '../db/repos/serverInstances.js';
import { APP_VERSION } from '../lib/appVersion.js';
import { METRICS_PATH } from '../metrics/appMetrics.js';
import { createStorageProbe } from '../storage/storageProbe.js';

/** How long one probe (storage, model) may take: the page answers within about this. */
const PROBE_TIMEOUT_MS = 3000;
/** The model check runs at most this often, whoever refreshes the page: it calls a service outside. */
const MODEL_CHECK_TTL_MS = 60_000;

type Part<K extends keyof AdminHealthRes> = AdminHealthRes[K];

const stateOf = (isOk: boolean): HealthState => (isOk ? 'ok' : 'problem');

async function checkDatabase(ctx: AppContext): Promise<Part<'database'>> {
  const started = performance.now();
  try {
    await ctx.database.ping();
    const latencyMs = Math.round(performance.now() - started);
    const level = await migrationLevel(ctx.db);
    return {
      // A schema ahead of the code is the middle of a rolling restart, which migrations allow (docs/deploy.md).
      state: stateOf(level.applied !== null),
      kind: ctx.database.kind,
      latencyMs,
      appliedMigration: level.applied,
      codeMigration: level.code,
      isSchemaAhead: level.isAhead,
    };
  } catch {
    return {
      state: 'problem',
      kind: ctx.database.kind,
      latencyMs: null,
      appliedMigration: null,
      codeMigration: '',
      isSchemaAhead: false,
    };
  }
}

async function checkQueue(ctx: AppContext): Promise<Part<'queue'>> {
  try {
    const depth = await ctx.tasks.depth();
    return { state: 'ok', kind: ctx.env.JOB_QUEUE, waiting: depth.waiting, running: depth.running };
  } catch {
    return { state: 'problem', kind: ctx.env.JOB_QUEUE, waiting: null, running: null };
  }
}

/**
 * Someone runs the tasks: this server (RUN_WORKER), or a process whose heartbeat in
 * server_instances is younger than INSTANCE_HEARTBEAT_TIMEOUT_MS.
 */
async function checkWorker(ctx: AppContext): Promise<Part<'worker'>> {
  const timeoutMs = ctx.env.INSTANCE_HEARTBEAT_TIMEOUT_MS;
  const runsHere = ctx.env.RUN_WORKER;
  try {
    const rows = await serverInstances.listTaskRunners(ctx.db);
    const workers = rows.map((r) => ({
      host: r.host,
      pid: r.pid,
      heartbeatAt: r.heartbeatAt.toISOString(),
      ageMs: Math.max(0, Math.round(r.ageMs)),
    }));
    const hasLiveWorker = workers.some((w) => w.ageMs < timeoutMs);
    return { state: stateOf(runsHere || hasLiveWorker), runsHere, workers, timeoutMs };
  } catch {
    return { state: stateOf(runsHere), runsHere, workers: [], timeoutMs };
  }
}

/** The operator health page's checks for one app; the model check is cached (MODEL_CHECK_TTL_MS). */
export function createOperatorHealth(ctx: AppContext): () => Promise<AdminHealthRes> {
  const probeStorage = createStorageProbe(ctx.env, PROBE_TIMEOUT_MS);
  let model: { at: number; value: Promise<Part<'model'>> } | undefined;

  const checkModel = async (): Promise<Part<'model'>> => {
    const checkedAt = ctx.clock.now().toISOString();
    const { config, problem } = await ctx.llm.settings();
    const none = { httpStatus: null, latencyMs: null, checkedAt };
    if (!config) return { state: 'off', provider: null, model: null, failure: null, ...none };
    const named = { provider: config.provider, model: config.model };
    if (problem) return { state: 'problem', ...named, failure: 'not_configured', ...none };
    const reach = await ctx.llm.checkReachable(config, PROBE_TIMEOUT_MS);
    return {
      state: stateOf(reach.isReachable),
      ...named,
      failure: reach.failure,
      httpStatus: reach.httpStatus,
      latencyMs: reach.latencyMs,
      checkedAt,
    };
  };
  const cachedModel = () => {
    if (!model || performance.now() - model.at > MODEL_CHECK_TTL_MS) {
      model = { at: performance.now(), value: checkModel() };
      // A failed check is not kept: the next refresh tries again.
      model.value.catch(() => (model = undefined));
    }
    return model.value;
  };

  return async () => {
    const [database, queue, worker, storage, modelPart] = await Promise.all([
      checkDatabase(ctx),
      checkQueue(ctx),
      checkWorker(ctx),
      probeStorage(),
      cachedModel(),
    ]);
    const parts = {
      database,
      queue,
      worker,
      storage: { ...storage, state: stateOf(storage.error === null) },
      model: modelPart,
      metrics: {
        state: ctx.env.METRICS_ENABLED ? ('ok' as const) : ('off' as const),
        path: METRICS_PATH,
        needsToken: Boolean(ctx.env.METRICS_TOKEN),
      },
    };
    const isProblem = Object.values(parts).some((p) => p.state === 'problem');
    return {
      state: isProblem ? 'problem' : 'ok',
      checkedAt: ctx.clock.now().toISOString(),
      server: {
        host: os.hostname(),
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        version: APP_VERSION,
      },
      ...parts,
    };
  };
}
