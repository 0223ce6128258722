import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import type { SseStream } from '../routes/v1/workflow/sseStream.js';
import { isTerminal, liveRunsOf, type SeqEvent } from './liveRuns.js';
import { eventsAfter, type SessionStream } from './sessionStore.js';

const INTERRUPTED = {
  type: 'error',
  errorCode: ErrorCode.sessionInterrupted,
  errorMsg: 'This run was interrupted by a server restart. Please run it again.',
} as const;

/**
 * Sends a session's stream to one client: the stored events after `afterSeq` (each with its seq as
 * the SSE id), then the live run's events as they happen, until the stream's `done` or `error`.
 * Subscribing before reading the store and skipping seqs already sent makes the hand-over from
 * replay to live exact. The client leaving only ends this response, never the run.
 */
export async function followStream(
  ctx: AppContext,
  sse: SseStream,
  sessionId: string,
  stream: SessionStream,
  afterSeq: number,
): Promise<void> {
  let lastSent = afterSeq;
  let isFinished = false;
  let isLive = false;
  const buffered: SeqEvent[] = [];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const send = (e: SeqEvent) => {
    if (isFinished || e.seq <= lastSent) return;
    lastSent = e.seq;
    void sse.send(e.event, e.seq);
    if (isTerminal(e.event)) {
      isFinished = true;
      finish();
    }
  };
  const found = liveRunsOf(ctx).get(sessionId);
  const run = found?.stream === stream ? found : undefined;
  const unsubscribe = run?.subscribe((e) => (isLive ? send(e) : buffered.push(e)));
  try {
    for (const row of await eventsAfter(ctx.db, sessionId, stream, afterSeq)) send(row as SeqEvent);
    for (const e of buffered) send(e);
    isLive = true;
    if (!isFinished && run && !run.isEnded) {
      const gone = new Promise<void>((resolve) =>
        sse.clientSignal.addEventListener('abort', () => resolve(), { once: true }),
      );
      await Promise.race([finished, run.whenEnded(), gone]);
    }
    // A run that ended without a final event (its process died, or it could not store one).
    if (!isFinished && !sse.clientSignal.aborted) void sse.send(INTERRUPTED);
  } finally {
    unsubscribe?.();
    sse.end({ closeConnection: ctx.shutdownSignal.aborted });
  }
}
