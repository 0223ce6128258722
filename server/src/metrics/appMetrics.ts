import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/types.js';
import type { JobQueue } from '../jobs/jobQueue.js';
import type { ModelCallRecord } from '../llm/modelCallObserver.js';
import type { SourceCallRecord } from '../literature/sources/sourceCallObserver.js';

/** Where the scrape is served: outside /v1, never in the OpenAPI document. */
export const METRICS_PATH = '/metrics';

// Seconds. Requests: a cached read is ~1 ms, an upload or export several seconds.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Model calls stream for up to LLM_TIMEOUT_MS (5 min by default).
const MODEL_BUCKETS = [0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 320];
// Tasks: a tool run takes seconds, a review or a long file minutes.
const TASK_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];
const SOURCE_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the metrics read from the running process. */
export interface MetricsSources {
  database: Pick<Database, 'kind' | 'pool'>;
  tasks: Pick<JobQueue, 'depth'>;
  /** Node's own metrics (event-loop lag, memory, GC, handles); on when the route is served. */
  collectDefaults: boolean;
}

/**
 * The operator metrics of one app (issue 21), in a registry of its own: tests build many apps in one
 * process, and prom-client's global registry would refuse the second. Recorded at the chokepoints:
 * the request hook (plugins/requestMetrics.ts), SseStream, LlmService, the task runner and the
 * literature sources' HTTP client.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'inkstone_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'inkstone_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer (a stream: to the end of the stream).',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Incremented when a stream's headers leave, decremented when its response closes (SseStream). */
  readonly sseStreams = new Gauge({
    name: 'inkstone_sse_streams_open',
    help: 'Server-sent event streams open now.',
    registers: [this.registry],
  });

  private readonly modelCalls = new Counter({
    name: 'inkstone_model_calls_total',
    help: 'Language-model calls, by provider, step and outcome (ok, error, aborted, invalid).',
    labelNames: ['provider', 'step', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly modelDuration = new Histogram({
    name: 'inkstone_model_call_duration_seconds',
    help: 'Language-model call time, to the last chunk or the failure.',
    labelNames: ['provider', 'step', 'outcome'] as const,
    buckets: MODEL_BUCKETS,
    registers: [this.registry],
  });

  private readonly modelTokens = new Counter({
    name: 'inkstone_model_tokens_total',
    help: 'Tokens the provider reported, by provider, step and kind (input, output).',
    labelNames: ['provider', 'step', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly taskRuns = new Counter({
    name: 'inkstone_tasks_total',
    help: "Tasks run by this process, by kind and the row's status after the run (or error when the runner threw).",
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly taskDuration = new Histogram({
    name: 'inkstone_task_duration_seconds',
    help: 'Task run time in this process, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: TASK_BUCKETS,
    registers: [this.registry],
  });

  private readonly sourceCalls = new Counter({
    name: 'inkstone_literature_requests_total',
    help: 'Requests to literature sources, by source and outcome (ok, cached, not_found, timeout, rate_limited, http, offline, aborted).',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly sourceDuration = new Histogram({
    name: 'inkstone_literature_request_duration_seconds',
    help: 'Literature-source request time, retries and rate-limit waits included.',
    labelNames: ['source'] as const,
    buckets: SOURCE_BUCKETS,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    const { database, tasks } = sources;
    new Gauge({
      name: 'inkstone_task_queue_depth',
      help: 'Tasks waiting in the queue (all processes with pg-boss) and running in this process.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const depth = await tasks.depth();
        this.set({ state: 'waiting' }, depth.waiting);
        this.set({ state: 'running' }, depth.running);
      },
    });
    new Gauge({
      name: 'inkstone_database_info',
      help: 'The database in use: kind="pglite" (embedded, no pool) or kind="postgres".',
      labelNames: ['kind'] as const,
      registers: [this.registry],
    }).set({ kind: database.kind }, 1);
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'inkstone_database_pool_connections',
        help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    if (sources.collectDefaults) collectDefaultMetrics({ register: this.registry });
  }

  /** One finished model call (LlmService's observer). */
  readonly recordModelCall = (call: ModelCallRecord): void => {
    const labels = { provider: call.provider, step: call.step };
    this.modelCalls.inc({ ...labels, outcome: call.outcome });
    this.modelDuration.observe({ ...labels, outcome: call.outcome }, call.seconds);
    if (call.usage.input) this.modelTokens.inc({ ...labels, kind: 'input' }, call.usage.input);
    if (call.usage.output) this.modelTokens.inc({ ...labels, kind: 'output' }, call.usage.output);
  };

  /** One task run by this process. */
  recordTask(kind: string, outcome: string, seconds: number): void {
    this.taskRuns.inc({ kind, outcome });
    this.taskDuration.observe({ kind, outcome }, seconds);
  }

  /** One request to a literature source (sourceHttp's observer). */
  readonly recordSourceCall = (call: SourceCallRecord): void => {
    this.sourceCalls.inc({ source: call.source, outcome: call.outcome });
    this.sourceDuration.observe({ source: call.source }, call.seconds);
  };
}
