import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { TaskRow } from '../db/schema/index.js';
import * as store from '../db/repos/researchSessions.js';
import type { NotificationHub } from '../jobs/notificationHub.js';
import { watchAbort } from './abortAnywhere.js';
import { EventAnnouncer } from './eventAnnouncer.js';
import { AgentTaskInput, startStep, stepOfTask } from './stepSpec.js';

/**
 * Runs a claimed agent task's step in this (worker) process to its end: its events are stored and
 * each stored batch announced to the web servers; a stop asked on any server aborts it. Returns
 * false when there was nothing to run (the session is gone or no longer running that step).
 */
export async function runStepInWorker(
  ctx: AppContext,
  hub: NotificationHub,
  task: TaskRow,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { sessionId } = AgentTaskInput.parse(task.input);
  const session = await store.findSession(ctx.db, sessionId);
  if (session?.state !== 'running' && session?.state !== 'sorting') return false;
  const spec = await stepOfTask(ctx, task, session);
  const announcer = new EventAnnouncer(ctx.db, sessionId, spec.stream, (err) =>
    log.error({ err, sessionId }, 'announcing stored paper-search events failed'),
  );
  const ended = startStep(ctx, log, spec, (seq) => announcer.stored(seq));
  const stopWatching = await watchAbort(ctx, hub, sessionId, log);
  try {
    await ended;
    await announcer.flush();
  } finally {
    stopWatching();
  }
  return true;
}
