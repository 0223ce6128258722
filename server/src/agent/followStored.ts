import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/types.js';
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
  const reader = new StoredEvents(ctx.db, sse, sessionId, stream, afterSeq);
  const wake = () => void reader.read().catch(() => undefined);
  const unsubscribe = await hub.subscribe(AGENT_EVENTS_CHANNEL, sessionId, {
    onNotify: (payload) => {
      const note = readEventsPayload(payload);
      if (note?.stream === stream && note.seq > reader.lastSent) wake();
    },
    onResync: wake,
  });
  // A run that is no longer running and has stored no last event will never send one.
  const checkStopped = async () => {
    await reader.read();
    if (reader.isDone || (await findSession(ctx.db, sessionId))?.state === runningState(stream)) return;
    await new Promise((resolve) => setTimeout(resolve, LAST_WRITE_GRACE_MS));
    await reader.read();
    if (!sse.clientSignal.aborted) reader.end(INTERRUPTED_EVENT);
  };
  const safety = setInterval(() => void checkStopped().catch(() => undefined), SAFETY_READ_MS);
  try {
    // A failed read (the database away a moment) is retried by the safety read.
    await Promise.race([checkStopped().catch(() => undefined), reader.finished]);
    await Promise.race([reader.finished, aborted(sse.clientSignal), aborted(ctx.shutdownSignal)]);
  } finally {
    clearInterval(safety);
    unsubscribe();
    sse.end({ closeConnection: ctx.shutdownSignal.aborted });
  }
  return reply;
}

// Already aborted counts too: a shutdown may begin while a follower is still subscribing.
const aborted = (signal: AbortSignal) =>
  signal.aborted
    ? Promise.resolve()
    : new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

/**
 * A stream's stored events sent to one follower: each read sends what is stored after the last seq
 * sent. One read at a time; a wake-up during a read asks for one more after it and waits for that.
 */
class StoredEvents {
  lastSent: number;
  isDone = false;
  readonly finished: Promise<void>;
  private markFinished!: () => void;
  private cycle: Promise<void> | undefined;
  private isStale = false;

  constructor(
    private readonly db: Db,
    private readonly sse: SseStream,
    private readonly sessionId: string,
    private readonly stream: SessionStream,
    afterSeq: number,
  ) {
    this.lastSent = afterSeq;
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
  }

  read(): Promise<void> {
    if (this.isDone) return Promise.resolve();
    if (this.cycle) {
      this.isStale = true;
      return this.cycle;
    }
    this.cycle = this.readUntilFresh();
    return this.cycle;
  }

  /** Ends the stream, sending `event` as its last one unless it has ended already. */
  end(event: SeqEvent['event'] | undefined): void {
    if (this.isDone) return;
    if (event) void this.sse.send(event);
    this.isDone = true;
    this.markFinished();
  }

  private async readUntilFresh(): Promise<void> {
    try {
      do {
        this.isStale = false;
        const stored = (await eventsAfter(this.db, this.sessionId, this.stream, this.lastSent)) as SeqEvent[];
        for (const e of stored) {
          if (this.isDone) return;
          void this.sse.send(e.event, e.seq);
          this.lastSent = e.seq;
          if (isTerminal(e.event)) this.end(undefined);
        }
      } while (this.isStale && !this.isDone);
    } finally {
      // In the same turn as the last check: a wake-up after it starts a new cycle, never joins this one.
      this.cycle = undefined;
    }
  }
}
