import { releaseHold } from '../billing/holds.js';
import type { Db } from '../db/types.js';
import * as store from '../db/repos/researchSessions.js';
import type { SessionStream } from '../db/repos/researchSessions.js';
import { announceStored } from './eventAnnouncer.js';
import { INTERRUPTED_EVENT } from './interruptedEvent.js';
import type { SeqEvent } from './liveRuns.js';
import { ABORTED_ENDING } from './runFailure.js';
import { INTERRUPTED_MSG } from './sweepSessions.js';

/** The session state while a step of `stream` runs. */
export const runningState = (stream: SessionStream) => (stream === 'search' ? 'running' : 'sorting');

/** Stores a stream's last event after its stored ones and announces it to the followers. */
async function appendLastEvent(db: Db, sessionId: string, stream: SessionStream, event: SeqEvent['event'], now: Date) {
  const seq = (await store.lastSeq(db, sessionId)) + 1;
  await store.insertEvent(db, { sessionId, seq, stream, event, createdAt: now });
  await announceStored(db, sessionId, stream, seq);
}

/**
 * Ends a step its user stopped before any worker took it (its task was still queued): the session
 * is aborted, its words given back (nothing was delivered), and the stream's last event stored.
 */
export async function endBeforeStart(
  db: Db,
  step: { sessionId: string; stream: SessionStream; holdId: string | null },
  now: Date,
): Promise<void> {
  const { state, errorCode, errorMsg } = ABORTED_ENDING;
  const patch = { state, errorMsg, abortRequestedAt: null, updatedAt: now };
  // One transaction, as a run's own end (SessionRecorder.end): the row never says stopped while the
  // stream still lacks its last event, which a step started in that moment would number after.
  await db.transaction(async (tx) => {
    const isStopped = await store.updateWhileIn(tx, step.sessionId, runningState(step.stream), patch);
    if (step.holdId) await releaseHold(tx, step.holdId, now);
    if (isStopped) await appendLastEvent(tx, step.sessionId, step.stream, { type: 'error', errorCode, errorMsg }, now);
  });
}

/**
 * Ends a step whose worker died (the dead-worker sweep, inside its transaction): a search fails, a
 * sort goes back to its finished search (as the start-up sweep does for a restarted server), and the
 * stream gets the interrupted error so its followers stop waiting. The task's hold is the sweep's.
 */
export async function endInterrupted(db: Db, step: { sessionId: string; stream: SessionStream }, now: Date) {
  const state = step.stream === 'search' ? 'failed' : 'searched';
  const patch = { state, errorMsg: INTERRUPTED_MSG, updatedAt: now } as const;
  // A run that stored its end before its worker died keeps it.
  if (!(await store.updateWhileIn(db, step.sessionId, runningState(step.stream), patch))) return;
  await appendLastEvent(db, step.sessionId, step.stream, INTERRUPTED_EVENT, now);
}
