import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { SseStream, sseOptionsOf } from '../sse/sseStream.js';
import { INTERRUPTED_EVENT } from './interruptedEvent.js';
import { isTerminal, type LiveRun, type SeqEvent } from './liveRuns.js';
import { eventsAfter, type SessionStream } from '../db/repos/researchSessions.js';

/**
 * Answers `reply` with a session's stream from after `afterSeq`, each event with its seq as the SSE
 * id, until the stream's `done` or `error`. A run going on in this process is replayed from its
 * in-memory events and then followed live (both in one tick, so nothing falls between); a run that
 * is over is replayed from the store. The response ends once the run's results are stored. The
 * client leaving only ends this response, never the run.
 */
export async function followStream(
  ctx: AppContext,
  reply: FastifyReply,
  sessionId: string,
  stream: SessionStream,
  afterSeq: number,
): Promise<FastifyReply> {
  const sse = new SseStream(sseOptionsOf(ctx.env, ctx.metrics.sseStreams));
  sse.start(reply);
  const found = ctx.liveRuns.get(sessionId);
  try {
    if (found?.stream === stream) {
      await followLive(found, sse, afterSeq);
    } else {
      const stored = (await eventsAfter(ctx.db, sessionId, stream, afterSeq)) as SeqEvent[];
      for (const e of stored) void sse.send(e.event, e.seq);
      // A run that ended without a final event: its process died (the start-up sweep marked it).
      if (!stored.some((e) => isTerminal(e.event))) void sse.send(INTERRUPTED_EVENT);
    }
  } finally {
    sse.end({ closeConnection: ctx.shutdownSignal.aborted });
  }
  return reply;
}

async function followLive(run: LiveRun, sse: SseStream, afterSeq: number): Promise<void> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const send = (e: SeqEvent) => {
    if (e.seq <= afterSeq) return;
    void sse.send(e.event, e.seq);
    if (isTerminal(e.event)) finish();
  };
  for (const e of run.events) send(e);
  const unsubscribe = run.subscribe(send);
  const gone = new Promise<void>((resolve) =>
    sse.clientSignal.addEventListener('abort', () => resolve(), { once: true }),
  );
  try {
    await Promise.race([finished, run.whenEnded(), gone]);
    // The final event is out; the response ends once the run has stored everything.
    await Promise.race([run.whenEnded(), gone]);
    if (!run.events.some((e) => isTerminal(e.event)) && !sse.clientSignal.aborted) void sse.send(INTERRUPTED_EVENT);
  } finally {
    unsubscribe();
  }
}
