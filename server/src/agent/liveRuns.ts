import type { StreamEvent } from '@inkstone/shared/sse';
import type { SessionStream } from '../db/repos/researchSessions.js';

/** An event of a session's stream as sent: the SSE event and its seq (the SSE `id:`). */
export interface SeqEvent {
  seq: number;
  event: Exclude<StreamEvent, { type: 'unparsable' }>;
}

/** True for the events that end a stream. */
export const isTerminal = (event: SeqEvent['event']) => event.type === 'done' || event.type === 'error';

/**
 * One step of a session running in this process. Its events go to every connected client; the run
 * does not depend on any client (a reload reconnects), only `abort()` stops it.
 */
export class LiveRun {
  readonly controller = new AbortController();
  /** Every event of this run so far, in order: a client that connects mid-run replays these. */
  readonly events: SeqEvent[] = [];
  private readonly listeners = new Set<(event: SeqEvent) => void>();
  private readonly ended: Promise<void>;
  private markEnded!: () => void;
  isEnded = false;

  constructor(
    readonly sessionId: string,
    readonly stream: SessionStream,
  ) {
    this.ended = new Promise((resolve) => (this.markEnded = resolve));
  }

  /** Calls `listener` with every event published from now on; returns the unsubscribe function. */
  subscribe(listener: (event: SeqEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: SeqEvent): void {
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
  }

  /** Resolves when the run has ended: its last event published and everything stored. */
  whenEnded(): Promise<void> {
    return this.ended;
  }

  end(): void {
    this.isEnded = true;
    this.markEnded();
  }
}

/** The runs of this process by session id (one step of a session runs at a time); `ctx.liveRuns`. */
export class LiveRuns {
  private readonly runs = new Map<string, LiveRun>();

  /** The session's run while it is going. */
  get(sessionId: string): LiveRun | undefined {
    return this.runs.get(sessionId);
  }

  /** Registers a run; it leaves the registry when `run.end()` is called. */
  start(sessionId: string, stream: SessionStream): LiveRun {
    if (this.runs.has(sessionId)) throw new Error(`session ${sessionId} is already running`);
    const run = new LiveRun(sessionId, stream);
    this.runs.set(sessionId, run);
    void run.whenEnded().then(() => this.runs.delete(sessionId));
    return run;
  }

  /** How many runs are going (tests and shutdown). */
  get size(): number {
    return this.runs.size;
  }

  /** Resolves when every run going now has ended (shutdown waits for their last writes). */
  async allEnded(): Promise<void> {
    await Promise.all([...this.runs.values()].map((run) => run.whenEnded()));
  }
}
