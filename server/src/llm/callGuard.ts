import { LlmAbortedError, type LlmCallError } from './llmErrors.js';
import { classifyLlmError, StallTimeout, TotalTimeout } from './upstreamErrors.js';

// The model client passes the call's abort signal to fetch unchanged; it leads back to the guard.
const guards = new WeakMap<AbortSignal, CallGuard>();

/**
 * The limits of one model call: it is aborted when the caller's signal aborts (client gone, server
 * shutting down), when no byte arrives for `stallMs` (the body is watched by {@link guardedFetch}),
 * or when it runs longer than `totalMs`. The abort closes the upstream connection.
 */
export class CallGuard {
  private readonly controller = new AbortController();
  private lastByteAt = performance.now();
  private stallTimer: NodeJS.Timeout;
  private readonly totalTimer: NodeJS.Timeout;
  private readonly onParentAbort = () => this.controller.abort(this.parent.reason);

  constructor(
    private readonly parent: AbortSignal,
    private readonly limits: { stallMs: number; totalMs: number },
  ) {
    this.stallTimer = setTimeout(() => this.checkStall(), limits.stallMs);
    this.totalTimer = setTimeout(() => this.controller.abort(new TotalTimeout(limits.totalMs)), limits.totalMs);
    if (parent.aborted) this.onParentAbort();
    else parent.addEventListener('abort', this.onParentAbort, { once: true });
    guards.set(this.controller.signal, this);
  }

  /** Aborts the call; pass it to the model client. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  // One timer re-armed for the time left, rather than a new timer per byte chunk.
  private checkStall(): void {
    const idle = performance.now() - this.lastByteAt;
    if (idle >= this.limits.stallMs) this.controller.abort(new StallTimeout(this.limits.stallMs));
    else this.stallTimer = setTimeout(() => this.checkStall(), this.limits.stallMs - idle);
  }

  /** Marks that bytes arrived from the model (see {@link guardedFetch}). */
  touch(): void {
    this.lastByteAt = performance.now();
  }

  /** The error to throw for a failure seen by the model client (or an abort). */
  failure(err: unknown): LlmAbortedError | LlmCallError {
    if (this.parent.aborted) return new LlmAbortedError(this.parent.reason);
    return classifyLlmError(err, this.controller.signal.reason);
  }

  /** Stops the timers and aborts whatever is still open (a consumer that stopped early). */
  dispose(): void {
    clearTimeout(this.stallTimer);
    clearTimeout(this.totalTimer);
    this.parent.removeEventListener('abort', this.onParentAbort);
    if (!this.controller.signal.aborted) this.controller.abort(new Error('the call is over'));
  }
}

/**
 * The fetch of every model client, over `fetch` (the outbound-guarded one): the response body of a
 * call made under a CallGuard (found by the call's abort signal) resets that guard's stall timer on
 * every chunk of bytes. One fetch for all calls lets model clients be built once and reused.
 */
export const guardedFetch =
  (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    const guard = init?.signal ? guards.get(init.signal) : undefined;
    // The stall limit counts from the request, not from the guard's creation: a call may be set up
    // before the word hold is taken (and the first call builds the model client), which is not the
    // model being silent.
    guard?.touch();
    const response = await fetch(input, init);
    if (!guard || !response.body) return response;
    guard.touch();
    const touch = new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => {
        guard.touch();
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(touch), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
