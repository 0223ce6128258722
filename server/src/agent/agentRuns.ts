import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { ResearchSessionRow } from '../db/schema/index.js';
import type { SessionStream } from '../db/repos/researchSessions.js';
import type { Env } from '../env.js';
import type { NotificationHub } from '../jobs/notificationHub.js';
import { InProcessRuns } from './inProcessRuns.js';
import type { StepSpec } from './stepSpec.js';
import { WorkerRuns } from './workerRuns.js';

/**
 * Where paper-search steps run and how clients follow them (decision 017): in this process with
 * the in-process queue (the embedded default: events go to followers from memory), or in a worker
 * with pg-boss (events go through the store and LISTEN/NOTIFY, so any server can follow or stop a
 * run). Routes and services use only this.
 */
export interface AgentRuns {
  /**
   * Refuses (503) a step no process would run: with separate workers, when none has a live
   * heartbeat. Called before anything is written or charged. Absent where this process runs them.
   */
  ensureCanStart?(ctx: AppContext): Promise<void>;
  /** Starts a step whose session row is written (state running or sorting). */
  start(ctx: AppContext, log: FastifyBaseLogger, spec: StepSpec): Promise<void>;
  /** True while a step of the session is running, wherever it runs. */
  isRunning(ctx: AppContext, session: ResearchSessionRow): boolean;
  /** Answers `reply` with the stream's events after `afterSeq`, until its last one. */
  follow(
    ctx: AppContext,
    reply: FastifyReply,
    sessionId: string,
    stream: SessionStream,
    afterSeq: number,
  ): Promise<FastifyReply>;
  /** Stops the session's running step (it records `aborted` itself) and resolves once it has. */
  abort(ctx: AppContext, session: ResearchSessionRow): Promise<void>;
  /** The process's notification connection, when runs go through the worker. */
  readonly hub?: NotificationHub;
  /** Where a worker's runs log (a task has no request logger), when runs go through the worker. */
  readonly log?: FastifyBaseLogger;
}

/** The runs JOB_QUEUE implies, as createTaskQueue chooses the queue. */
export function createAgentRuns(env: Env, shutdownSignal: AbortSignal, log?: Logger): AgentRuns {
  if (env.JOB_QUEUE !== 'pgboss' || !env.DATABASE_URL) return new InProcessRuns();
  return new WorkerRuns(env.DATABASE_URL, shutdownSignal, log);
}
