import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { encodeSse, SSE_PING, type StreamEvent } from '@inkstone/shared/sse';
import type { Env } from '../env.js';

type OutgoingEvent = Exclude<StreamEvent, { type: 'unparsable' }>;
type TextEventType = 'diff' | 'reasoning';

/**
 * After the first event, merged answer and reasoning text leaves at most this often. A model that
 * streams faster than a screen redraws (60 times a second) would otherwise cost a write here and an
 * event to parse and render in the client for every network read; a model slower than that is not
 * delayed at all (docs/benchmarks-ai.md, "Merge window").
 */
const MERGE_WINDOW_MS = 10;

/** How a stream pings, and whether its headers wait (one turn at most) to leave with the first event. */
export interface SseOptions {
  pingMs: number;
  headersWithFirstEvent: boolean;
  /** Counts the streams open (the metrics' gauge): up when the headers leave, down when the response closes. */
  openStreams?: { inc(): void; dec(): void };
}

/**
 * The stream options the environment sets: SSE_PING_INTERVAL_MS, and EARLY_MODEL_CALL for the
 * headers; `openStreams` counts the open streams.
 */
export function sseOptionsOf(
  env: Pick<Env, 'SSE_PING_INTERVAL_MS' | 'EARLY_MODEL_CALL'>,
  openStreams?: SseOptions['openStreams'],
): SseOptions {
  return { pingMs: env.SSE_PING_INTERVAL_MS, headersWithFirstEvent: env.EARLY_MODEL_CALL, openStreams };
}

/**
 * One open SSE response in the shared format, written straight to the socket: the events of a burst
 * leave together (the first at once), answer and reasoning pieces are merged into one event each and
 * leave at most every {@link MERGE_WINDOW_MS}, backpressure is respected, a `: ping` comment goes
 * out every `pingMs`, and `clientSignal` aborts when the client goes away.
 */
export class SseStream {
  private readonly gone = new AbortController();
  private pingTimer: NodeJS.Timeout | undefined;
  private raw: ServerResponse | undefined;
  private isStarted = false;
  private isEnded = false;
  private isClosed = false;
  /** Counted in `openStreams` (once started, unless the response had closed already). */
  private isCounted = false;
  private hasSentFirst = false;
  private isFlushQueued = false;
  private mergeTimer: NodeJS.Timeout | undefined;
  private lastWriteAt = 0;
  private pending = '';
  /** Pieces of text of one type waiting to leave as one event (see {@link send}). */
  private merging: { type: TextEventType; text: string } | undefined;
  /** Set while the socket's buffer is full: senders wait for it. */
  private drained: Promise<void> | undefined;

  constructor(private readonly options: SseOptions) {}

  /** Aborted when the client disconnects before the stream ends. */
  get clientSignal(): AbortSignal {
    return this.gone.signal;
  }

  /**
   * Watches the response for the client going away before the stream is opened, so work started
   * early (a model call while the word hold is taken) stops with it. {@link start} calls it too.
   */
  watch(reply: FastifyReply): void {
    if (this.raw) return;
    this.raw = reply.raw;
    this.raw.on('close', () => {
      this.isClosed = true;
      if (this.isCounted) this.options.openStreams?.dec();
      clearInterval(this.pingTimer);
      clearTimeout(this.mergeTimer);
      if (!this.isEnded) this.gone.abort(new Error('the client closed the stream'));
    });
  }

  /** Takes the response over from Fastify and sends the SSE headers. */
  start(reply: FastifyReply): void {
    this.watch(reply);
    reply.hijack();
    this.isStarted = true;
    if (!this.isClosed && this.options.openStreams) {
      this.isCounted = true;
      this.options.openStreams.inc();
    }
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Tells nginx not to buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': reply.request.id,
    });
    this.pingTimer = setInterval(() => this.isOpen() && this.enqueue(SSE_PING), this.options.pingMs);
    if (!this.options.headersWithFirstEvent) {
      raw.flushHeaders();
      return;
    }
    // The headers leave with the first event when it is ready in this turn of the event loop, else
    // right after it: one write fewer before the first chunk.
    setImmediate(() => {
      if (!this.hasSentFirst && this.isOpen()) raw.flushHeaders();
    });
  }

  /**
   * Writes one event (with an `id:` line when `id` is given); returns a promise only when the client
   * reads slower than the model writes. Answer (`diff`) and `reasoning` pieces that arrive within one
   * merge window (or one turn of the event loop) leave as one event whose text is theirs joined: a
   * client appends them either way, and one event saves an encoding (here) and a parse (there) per piece.
   */
  send(event: OutgoingEvent, id?: number): Promise<void> | undefined {
    if (!this.isStarted || !this.isOpen()) return undefined;
    if (!this.hasSentFirst) {
      // The first event leaves at once (Node corks the socket for the rest of the tick), so the client
      // sees the answer start without waiting for the rest of a burst. The socket's own uncork: on
      // Node 24 the response's uncork() without a cork of its own leaves every later write unsent.
      this.hasSentFirst = true;
      this.write(encodeSse(event, id));
      this.raw!.socket?.uncork();
    } else if (id === undefined && event.type === 'diff') {
      this.merge('diff', event.diff);
    } else if (id === undefined && event.type === 'reasoning') {
      this.merge('reasoning', event.reasoning);
    } else {
      this.enqueue(encodeSse(event, id));
    }
    return this.drained;
  }

  private merge(type: TextEventType, text: string): void {
    if (this.merging?.type === type) {
      this.merging.text += text;
      return;
    }
    this.closeMerge();
    this.merging = { type, text };
    this.queueMergedFlush();
  }

  private closeMerge(): void {
    const merged = this.merging;
    if (!merged) return;
    this.merging = undefined;
    this.pending += encodeSse(
      merged.type === 'diff' ? { type: 'diff', diff: merged.text } : { type: 'reasoning', reasoning: merged.text },
    );
  }

  // A burst of events (one network read of the model's stream holds hundreds) becomes one write.
  private enqueue(text: string): void {
    this.closeMerge();
    this.pending += text;
    this.queueFlush();
  }

  private queueFlush(): void {
    if (this.isFlushQueued) return;
    this.isFlushQueued = true;
    process.nextTick(this.flush);
  }

  /** Merged text leaves with the next turn when the last write is a merge window old, else when it is. */
  private queueMergedFlush(): void {
    if (this.isFlushQueued || this.mergeTimer) return;
    const wait = this.lastWriteAt + MERGE_WINDOW_MS - performance.now();
    if (wait <= 0) this.queueFlush();
    else this.mergeTimer = setTimeout(this.flush, wait);
  }

  private readonly flush = () => {
    this.isFlushQueued = false;
    clearTimeout(this.mergeTimer);
    this.mergeTimer = undefined;
    this.closeMerge();
    const data = this.pending;
    this.pending = '';
    if (data && this.isOpen()) this.write(data);
  };

  private write(data: string): void {
    this.lastWriteAt = performance.now();
    const raw = this.raw!;
    if (raw.write(data) || this.drained) return;
    this.drained = Promise.race([once(raw, 'drain'), once(raw, 'close')]).then(() => {
      this.drained = undefined;
    });
  }

  /**
   * Ends the response. With `closeConnection` (server shutdown) the keep-alive connection is closed
   * too: the server only closes connections that are idle when it starts closing, and this one was
   * busy then.
   */
  end(opts: { closeConnection?: boolean } = {}): void {
    clearInterval(this.pingTimer);
    const raw = this.raw;
    if (!raw || !this.isStarted || !this.isOpen()) return;
    this.flush();
    this.isEnded = true;
    // The response detaches from its socket when it finishes, so the socket is taken now.
    const socket = opts.closeConnection ? raw.socket : null;
    if (socket) raw.once('finish', () => socket.end());
    raw.end();
  }

  private isOpen(): boolean {
    return !this.isEnded && !this.gone.signal.aborted && !!this.raw && !this.raw.destroyed;
  }
}
