import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { eventsAfter, findSession, type SessionStream } from '../db/repos/researchSessions.js';
import type { NotificationHub } from '../jobs/notificationHub.js';
import { SseStream, sseOptionsOf } from '../sse/sseStream.js';
import { runningState } from './endStep.js';
import { AGENT_EVENTS_CHANNEL, readEventsPayload } from './eventAnnouncer.js';
import { INTERRUPTED_EVENT } from './interruptedEvent.js';
import { isTerminal, type SeqEvent } from './liveRuns.js';

/** The slow safety read: an announcement lost (or a dead worker) costs at most this much delay. */
export const SAFETY_READ_MS = 10_000;
/** How long a run found stopped without its last event gets for that event to be stored. */
const LAST_WRITE_GRACE_MS = 500;

/**
 * Answers `reply` with a session's stream from the store, for runs executed by a worker (decision
 * 017): the stored events after `afterSeq`, then each batch a worker announces (LISTEN through the
 * process's one hub), each event with its seq as the SSE id, until the stream's `done` or `error`.
 * Reads are serialised and always "after the last seq sent", so a notification, a resync after the
 * hub reconnected and the safety read can overlap without a gap or a repeat. A run found stopped
 * without a last event (its worker died and the session was swept) gets the interrupted error. The
 * server shutting down ends the response without a last event: the client reconnects elsewhere.
 */
export async function followStored(
  ctx: AppContext,
  hub: NotificationHub,
  reply: FastifyReply,
  sessionId: string,
  stream: SessionStream,
  afterSeq: number,
): Promise<FastifyReply> {
  const sse = new SseStream(sseOptionsOf(ctx.env, ctx.metrics.sseStreams));
  sse.start(reply);
  let lastSent = afterSeq;
  let isDone = false;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let cycle: Promise<void> | undefined;
  let isStale = false;

  /** Sends what is stored after the last seq sent; true once the stream's last event is out. */
  const sendStored = async (): Promise<boolean> => {
    const stored = (await eventsAfter(ctx.db, sessionId, stream, lastSent)) as SeqEvent[];
    for (const e of stored) {
      void sse.send(e.event, e.seq);
      lastSent = e.seq;
      if (isTerminal(e.event)) return true;
    }
    return false;
  };
  // One read at a time; a wake-up during a read asks for one more after it and waits for that.
  const read = (): Promise<void> => {
    if (cycle) {
      isStale = true;
      return cycle;
    }
    cycle = (async () => {
      try {
        do {
          isStale = false;
          if (!isDone && (await sendStored())) {
            isDone = true;
            finish();
          }
        } while (isStale && !isDone);
      } finally {
        cycle = undefined;
      }
    })();
    return cycle;
  };
  const wake = () => void read().catch(() => undefined);

  const unsubscribe = await hub.subscribe(AGENT_EVENTS_CHANNEL, sessionId, {
    onNotify: (payload) => {
      const note = readEventsPayload(payload);
      if (note?.stream === stream && note.seq > lastSent) wake();
    },
    onResync: wake,
  });
  const safety = setInterval(() => void checkStopped().catch(() => undefined), SAFETY_READ_MS);
  // A run that is no longer running and has stored no last event will never send one.
  async function checkStopped(): Promise<void> {
    await read();
    if (isDone) return;
    const session = await findSession(ctx.db, sessionId);
    if (session?.state === runningState(stream)) return;
    await new Promise((resolve) => setTimeout(resolve, LAST_WRITE_GRACE_MS));
    await read();
    if (isDone || sse.clientSignal.aborted) return;
    isDone = true;
    void sse.send(INTERRUPTED_EVENT);
    finish();
  }
  // Already aborted counts too: a shutdown may begin while this follower is still subscribing.
  const ended = (signal: AbortSignal) =>
    signal.aborted
      ? Promise.resolve()
      : new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  try {
    // A failed read (the database away a moment) is retried by the safety read.
    await Promise.race([checkStopped().catch(() => undefined), finished]);
    await Promise.race([finished, ended(sse.clientSignal), ended(ctx.shutdownSignal)]);
  } finally {
    clearInterval(safety);
    unsubscribe();
    sse.end({ closeConnection: ctx.shutdownSignal.aborted });
  }
  return reply;
}
