import type { FastifyBaseLogger } from 'fastify';
import type { AgentStreamDone, ProgressData } from '@inkstone/shared/api/paperAgentStream';
import type { StreamErrorEvent } from '@inkstone/shared/sse';
import type { Clock } from '../lib/clock.js';
import type { Db } from '../db/types.js';
import type { LiveRun, SeqEvent } from './liveRuns.js';
import type { SessionResult } from './sessionResult.js';
import { insertEvent, updateSession, type SessionPatch } from '../db/repos/researchSessions.js';

/**
 * Records what a run produces: each event is published to the connected clients at once (the live
 * run keeps them in memory for clients that connect mid-run) and stored in the background under its
 * seq; the session row is updated with the cumulative result. Stores are serialised, so the stored
 * order is the published order, and they stay off the run's critical path; `flush()` waits for them
 * (the run is only over once everything is stored). `P` is the stream's progress union: each status
 * takes only its own data.
 */
export class SessionRecorder<P extends { status: number; data: unknown }> {
  private queue: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly run: LiveRun,
    private seq: number,
    private result: SessionResult,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /** Told each event's seq once it is stored (a run in the worker announces it to the web servers). */
    private readonly onStored?: (seq: number) => void,
  ) {}

  /** A progress event, published and queued. */
  progress<S extends P['status']>(status: S, data: ProgressData<P>[S]): void {
    this.emit({ type: 'progress', status, data });
  }

  /**
   * The stream's last event — it finished (`done`) or failed (`error`) — stored in one transaction
   * with the row's final `columns` (and `result`). The row never shows the step ended while its last
   * events are still queued: a sort started in that moment (from another tab or server) would have
   * numbered its events after a stale last seq, and one of the two streams lost an event.
   */
  end(
    event: { type: 'done'; data: AgentStreamDone } | StreamErrorEvent,
    columns: SessionPatch,
    result: Partial<SessionResult> = {},
  ): void {
    const patch = this.patchWith(columns, result);
    const row = this.nextRow(event);
    this.enqueue(async () => {
      await this.db.transaction(async (tx) => {
        await insertEvent(tx, row);
        await updateSession(tx, this.run.sessionId, patch);
      });
      this.onStored?.(row.seq);
    });
    // The last event goes out only once everything before it is stored: a client that acts on it
    // (starts step 3, opens the history) must find the session row in its final state. With a
    // connection pool the next request can otherwise overtake the queued writes.
    this.queue = this.queue.then(() => this.run.publish({ seq: row.seq, event }));
  }

  /** Merges `result` into the cumulative result and queues the row update with the other columns. */
  save(columns: SessionPatch, result: Partial<SessionResult> = {}): void {
    const patch = this.patchWith(columns, result);
    this.enqueue(() => updateSession(this.db, this.run.sessionId, patch));
  }

  /** Publishes one progress event and queues its store. */
  private emit(event: SeqEvent['event']): void {
    const row = this.nextRow(event);
    this.run.publish({ seq: row.seq, event });
    this.enqueue(async () => {
      await insertEvent(this.db, row);
      this.onStored?.(row.seq);
    });
  }

  /** The research_events row of the stream's next event. */
  private nextRow(event: SeqEvent['event']) {
    const seq = ++this.seq;
    return { sessionId: this.run.sessionId, seq, stream: this.run.stream, event, createdAt: this.clock.now() };
  }

  /** The row update for `columns`, with `result` merged into the cumulative result. */
  private patchWith(columns: SessionPatch, result: Partial<SessionResult>) {
    this.result = { ...this.result, ...result };
    return { ...columns, result: this.result, updatedAt: this.clock.now() };
  }

  /** Resolves once everything queued is stored; rejects with the first store that failed. */
  async flush(): Promise<void> {
    await this.queue;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the store's own error, rethrown as it came
    if (this.failure) throw this.failure;
  }

  private enqueue(write: () => Promise<void>): void {
    this.queue = this.queue.then(write).catch((err: unknown) => {
      this.failure ??= err;
      this.log.error({ err, sessionId: this.run.sessionId }, 'storing a paper-search event failed');
    });
  }
}
