import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { encodeSse, SSE_PING, type StreamEvent } from '@inkstone/shared/sse';

type OutgoingEvent = Exclude<StreamEvent, { type: 'unparsable' }>;

/**
 * One open SSE response in the shared format, written straight to the socket: the events of a burst
 * leave together (the first at once), backpressure is respected, a `: ping` comment goes out every
 * `pingMs`, and `clientSignal` aborts when the client goes away.
 */
export class SseStream {
  private readonly gone = new AbortController();
  private readonly pingTimer: NodeJS.Timeout;
  private raw: ServerResponse | undefined;
  private isEnded = false;
  private hasSentFirst = false;
  private pending = '';
  /** Set while the socket's buffer is full: senders wait for it. */
  private drained: Promise<void> | undefined;

  constructor(pingMs: number) {
    this.pingTimer = setInterval(() => this.isOpen() && this.enqueue(SSE_PING), pingMs);
  }

  /** Aborted when the client disconnects before the stream ends. */
  get clientSignal(): AbortSignal {
    return this.gone.signal;
  }

  /** Takes the response over from Fastify and sends the SSE headers. */
  start(reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    this.raw = raw;
    raw.on('close', () => {
      clearInterval(this.pingTimer);
      if (!this.isEnded) this.gone.abort(new Error('the client closed the stream'));
    });
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Tells nginx not to buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': reply.request.id,
    });
    // The headers leave with the first event when it is ready in this turn of the event loop, else
    // right after it: one write fewer before the first chunk, and the upstream request (started in
    // this turn) goes out before the client's headers do.
    setImmediate(() => {
      if (!this.hasSentFirst && this.isOpen()) raw.flushHeaders();
    });
  }

  /**
   * Writes one event (with an `id:` line when `id` is given); returns a promise only when the client
   * reads slower than the model writes.
   */
  send(event: OutgoingEvent, id?: number): Promise<void> | undefined {
    if (!this.raw || !this.isOpen()) return undefined;
    if (!this.hasSentFirst) {
      // The first event leaves at once (Node would hold it until the tick ends), so the client sees
      // the answer start without waiting for the rest of a burst.
      this.hasSentFirst = true;
      this.write(encodeSse(event, id));
      this.raw.uncork();
    } else {
      this.enqueue(encodeSse(event, id));
    }
    return this.drained;
  }

  // A burst of events (one network read of the model's stream holds hundreds) becomes one write.
  private enqueue(text: string): void {
    if (this.pending === '') process.nextTick(this.flush);
    this.pending += text;
  }

  private readonly flush = () => {
    const data = this.pending;
    this.pending = '';
    if (data && this.isOpen()) this.write(data);
  };

  private write(data: string): void {
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
    if (!raw || !this.isOpen()) return;
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
