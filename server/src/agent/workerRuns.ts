import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import pino, { type Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { ResearchSessionRow } from '../db/schema/index.js';
import * as serverInstances from '../db/repos/serverInstances.js';
import * as tasksRepo from '../db/repos/tasks.js';
import { ServiceUnavailableError } from '../errors.js';
import type { SessionStream } from '../db/repos/researchSessions.js';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { NotificationHub } from '../jobs/notificationHub.js';
import { abortAnywhere } from './abortAnywhere.js';
import type { AgentRuns } from './agentRuns.js';
import { runningState } from './endStep.js';
import { followStored } from './followStored.js';
import { AGENT_TASK_KIND, taskInputOf, type StepSpec } from './stepSpec.js';

/**
 * Runs executed by a worker (JOB_QUEUE=pgboss, decision 017): a step is a task any worker process
 * (or a web server's own worker) takes; followers read the store and hear of new events through the
 * process's one LISTEN connection; a stop is stored and announced to the worker running it.
 */
export class WorkerRuns implements AgentRuns {
  readonly hub: NotificationHub;
  /** Where runs taken by this process's worker log (a task has no request logger). */
  readonly log: Logger;

  constructor(databaseUrl: string, shutdownSignal: AbortSignal, log?: Logger) {
    this.log = log ?? pino({ enabled: false });
    const onError = (err: unknown) => this.log.warn({ err }, 'paper-search notification connection: reconnecting');
    this.hub = new NotificationHub({ connectionString: databaseUrl, onError });
    // Follow streams end with the shutdown (clients reconnect to another server), then the hub closes.
    shutdownSignal.addEventListener('abort', () => void this.hub.close(), { once: true });
  }

  /** A queued step with no worker alive would wait unseen, holding the user's words: refuse it instead. */
  async ensureCanStart(ctx: AppContext): Promise<void> {
    if (ctx.env.RUN_WORKER) return;
    if (await serverInstances.hasLiveTaskRunner(ctx.db, ctx.env.INSTANCE_HEARTBEAT_TIMEOUT_MS)) return;
    throw ServiceUnavailableError(
      ErrorCode.workerUnavailable,
      'No search worker is running right now, so the search was not started and nothing was charged. Try again in a minute; if this keeps happening, tell the administrator.',
    );
  }

  /** Queues the step as a task: only ids and the decisions already taken (stepSpec.ts). */
  async start(ctx: AppContext, _log: FastifyBaseLogger, spec: StepSpec): Promise<void> {
    const id = crypto.randomUUID();
    await tasksRepo.insert(ctx.db, {
      id,
      userId: spec.userId,
      kind: AGENT_TASK_KIND,
      input: taskInputOf(spec),
      // The hold waits with its task: the sweeps of ended processes leave it to the worker.
      holdId: spec.stream === 'search' ? (spec.job.hold?.id ?? null) : null,
      createdAt: ctx.clock.now(),
    });
    ctx.tasks.enqueue(id);
  }

  isRunning(_ctx: AppContext, session: ResearchSessionRow): boolean {
    return session.state === runningState('search') || session.state === runningState('sort');
  }

  follow(ctx: AppContext, reply: FastifyReply, sessionId: string, stream: SessionStream, afterSeq: number) {
    return followStored(ctx, this.hub, reply, sessionId, stream, afterSeq);
  }

  abort(ctx: AppContext, session: ResearchSessionRow): Promise<void> {
    return abortAnywhere(ctx, this.hub, session);
  }
}
