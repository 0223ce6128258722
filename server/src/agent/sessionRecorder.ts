import type { Clock } from '../lib/clock.js';
import type { Db } from '../db/types.js';
import type { LiveRun, SeqEvent } from './liveRuns.js';
import type { SessionResult } from './sessionResult.js';
import { insertEvent, updateSession, type SessionPatch } from './sessionStore.js';

/**
 * Writes what a run produces: every event stored under the next seq and then published to the
 * connected clients (stored first, so a client that reconnects finds it), and the session row
 * updated with the cumulative result. Writes are serialised, so seq order is the order of calls.
 */
export class SessionRecorder {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly run: LiveRun,
    private seq: number,
    private result: SessionResult,
  ) {}

  /** The cumulative result so far. */
  get current(): SessionResult {
    return this.result;
  }

  /** Stores and publishes one event; resolves once it is stored. */
  emit(event: SeqEvent['event']): Promise<void> {
    return this.enqueue(async () => {
      const seq = ++this.seq;
      await insertEvent(this.db, {
        sessionId: this.run.sessionId,
        seq,
        stream: this.run.stream,
        event,
        createdAt: this.clock.now(),
      });
      this.run.publish({ seq, event });
    });
  }

  /** A progress event, stored and published. */
  progress(status: number, data: unknown): Promise<void> {
    return this.emit({ type: 'progress', status, data });
  }

  /** Merges `result` into the stored result and writes it with the other columns. */
  save(columns: SessionPatch, result: Partial<SessionResult> = {}): Promise<void> {
    this.result = { ...this.result, ...result };
    const snapshot = this.result;
    return this.enqueue(() =>
      updateSession(this.db, this.run.sessionId, { ...columns, result: snapshot, updatedAt: this.clock.now() }),
    );
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    const next = this.queue.then(write);
    // One failed write must not block the ones after it; the caller still sees the failure.
    this.queue = next.catch(() => undefined);
    return next;
  }
}
