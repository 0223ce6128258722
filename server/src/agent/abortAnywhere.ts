import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { ResearchSessionRow } from '../db/schema/index.js';
import * as store from '../db/repos/researchSessions.js';
import type { NotificationHub } from '../jobs/notificationHub.js';
import { endBeforeStart, runningState } from './endStep.js';
import { AGENT_EVENTS_CHANNEL } from './eventAnnouncer.js';
import { ABORTED_ENDING } from './runFailure.js';
import { AGENT_TASK_KIND } from './stepSpec.js';

/** The channel a stop is announced on, to the worker running the session; payload: the session id. */
export const AGENT_ABORTS_CHANNEL = 'inkstone_agent_aborts';

/** How long the abort route waits for the worker to record the stop before answering. */
const STOP_WAIT_MS = 15_000;
/** How often a worker re-reads its run's stop request, in case an announcement was lost. */
const STOP_SAFETY_READ_MS = 10_000;

/**
 * Stops a session's step wherever it runs (decision 017): the request is stored, then either the
 * still-queued task is cancelled here (no worker has it; the stop is recorded at once) or the
 * worker running it is told (NOTIFY) and this waits until the session has left its running state.
 */
export async function abortAnywhere(ctx: AppContext, hub: NotificationHub, session: ResearchSessionRow) {
  if (!(await store.requestAbort(ctx.db, session.id, ctx.clock.now()))) return;
  const stream = session.state === 'sorting' ? 'sort' : 'search';
  const { errorCode, errorMsg } = ABORTED_ENDING;
  const outcome = { errorCode, errorMsg, now: ctx.clock.now() };
  const cancelled = await store.cancelQueuedTask(ctx.db, AGENT_TASK_KIND, session.id, outcome);
  if (cancelled) return endBeforeStart(ctx.db, { sessionId: session.id, stream, ...cancelled }, ctx.clock.now());
  const stopped = untilStopped(ctx, hub, session.id, runningState(stream));
  await ctx.db.execute(sql`select pg_notify(${AGENT_ABORTS_CHANNEL}, ${session.id})`);
  await stopped;
}

/** Resolves once the session has left `state` (its last events announced), or after STOP_WAIT_MS. */
async function untilStopped(ctx: AppContext, hub: NotificationHub, sessionId: string, state: string): Promise<void> {
  let done!: () => void;
  const stopped = new Promise<void>((resolve) => (done = resolve));
  const check = () =>
    void store.findSession(ctx.db, sessionId).then((s) => (s?.state === state ? undefined : done()), done);
  const unsubscribe = await hub.subscribe(AGENT_EVENTS_CHANNEL, sessionId, { onNotify: check, onResync: check });
  const timer = setTimeout(done, STOP_WAIT_MS);
  try {
    check();
    await stopped;
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}

/**
 * In the worker: stops this process's run of the session as soon as its stop is asked for, from any
 * server — on the announcement, after the notification connection came back, on a slow safety
 * read, and once right away (asked before this run listened). Returns the function that stops watching.
 */
export async function watchAbort(
  ctx: AppContext,
  hub: NotificationHub,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const check = () =>
    void store.isAbortRequested(ctx.db, sessionId).then(
      (isAsked) => isAsked && ctx.liveRuns.get(sessionId)?.controller.abort(new Error('aborted by the user')),
      (err: unknown) => log.error({ err, sessionId }, 'reading a paper-search stop request failed'),
    );
  const unsubscribe = await hub.subscribe(AGENT_ABORTS_CHANNEL, sessionId, { onNotify: check, onResync: check });
  const timer = setInterval(check, STOP_SAFETY_READ_MS);
  check();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
