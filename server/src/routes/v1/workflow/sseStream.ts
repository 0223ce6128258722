import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { encodeSse, SSE_PING, type StreamEvent } from '@inkstone/shared/sse';

type OutgoingEvent = Exclude<StreamEvent, { type: 'unparsable' }>;

/**
 * One open SSE response in the shared format: events written with backpressure, a `: ping` comment
 * every `pingMs`, and `clientSignal` aborted when the client goes away (Fastify destroys the body
 * stream when the connection closes early).
 */
export class SseStream {
  private readonly body = new PassThrough();
  private readonly gone = new AbortController();
  private readonly pingTimer: NodeJS.Timeout;
  private isEnded = false;
  private raw: FastifyReply['raw'] | undefined;

  constructor(pingMs: number) {
    this.body.on('close', () => {
      if (!this.isEnded) this.gone.abort(new Error('the client closed the stream'));
      clearInterval(this.pingTimer);
    });
    this.pingTimer = setInterval(() => this.isOpen() && this.body.write(SSE_PING), pingMs);
  }

  /** Aborted when the client disconnects before the stream ends. */
  get clientSignal(): AbortSignal {
    return this.gone.signal;
  }

  /** Sends the SSE headers and starts the response; the handler then writes events. */
  start(reply: FastifyReply): void {
    this.raw = reply.raw;
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      // Tells nginx not to buffer the stream.
      .header('x-accel-buffering', 'no')
      .send(this.body);
  }

  /** Writes one event; waits while the client reads slower than the model writes. */
  async send(event: OutgoingEvent): Promise<void> {
    if (!this.isOpen()) return;
    if (!this.body.write(encodeSse(event))) {
      await Promise.race([once(this.body, 'drain'), once(this.body, 'close')]);
    }
  }

  /**
   * Ends the response. With `closeConnection` (server shutdown) the keep-alive connection is closed
   * once the last event is out: the server only closes connections that are idle when it starts
   * closing, and this one was busy then.
   */
  end(opts: { closeConnection?: boolean } = {}): void {
    clearInterval(this.pingTimer);
    if (!this.isOpen()) return;
    this.isEnded = true;
    // The response detaches from its socket when it finishes, so the socket is taken now.
    const socket = opts.closeConnection ? this.raw?.socket : undefined;
    if (socket) this.raw?.once('finish', () => socket.end());
    this.body.end();
  }

  private isOpen(): boolean {
    return !this.isEnded && !this.body.destroyed && !this.gone.signal.aborted;
  }
}
