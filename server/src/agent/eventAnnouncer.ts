import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import type { SessionStream } from '../db/repos/researchSessions.js';

/** The channel stored paper-search events are announced on; payload `sessionId:stream:lastSeq`. */
export const AGENT_EVENTS_CHANNEL = 'inkstone_agent_events';

/** The payload announcing a session's stream stored up to `seq`. */
export const eventsPayload = (sessionId: string, stream: SessionStream, seq: number) => `${sessionId}:${stream}:${seq}`;

/** Reads an announcement back; undefined for a payload of another shape. */
export function readEventsPayload(payload: string): { sessionId: string; stream: string; seq: number } | undefined {
  const [sessionId, stream, seq] = payload.split(':');
  const n = Number(seq);
  return sessionId && stream && Number.isSafeInteger(n) ? { sessionId, stream, seq: n } : undefined;
}

/** Sends one announcement (also inside a transaction: PostgreSQL delivers it on commit). */
export async function announceStored(db: Db, sessionId: string, stream: SessionStream, seq: number): Promise<void> {
  await db.execute(sql`select pg_notify(${AGENT_EVENTS_CHANNEL}, ${eventsPayload(sessionId, stream, seq)})`);
}

/**
 * Announces a run's stored events to the web servers following it (runs in the worker, decision
 * 017). Stores are told one by one; while an announcement is on its way, later ones are folded into
 * the next (a batch: followers read everything after their last seq anyway).
 */
export class EventAnnouncer {
  private latest = 0;
  private sent = 0;
  private sending: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly sessionId: string,
    private readonly stream: SessionStream,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The events up to `seq` are stored. */
  stored(seq: number): void {
    this.latest = Math.max(this.latest, seq);
    this.sending ??= this.drain().finally(() => (this.sending = undefined));
  }

  /** Resolves once every stored event has been announced. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    while (this.sent < this.latest) {
      const seq = this.latest;
      this.sent = seq;
      // A lost announcement delays followers until their next safety read; it loses nothing.
      await announceStored(this.db, this.sessionId, this.stream, seq).catch(this.onError);
    }
  }
}
