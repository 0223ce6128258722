import { SseParser, toStreamEvent, type StreamEvent } from './sse.js';

/** The stream was refused before it started (auth, validation, balance, no model): a normal JSON error. */
export class SseHttpError extends Error {
  constructor(
    readonly status: number,
    /** The envelope's errorCode when the body was one, e.g. `insufficient_balance`, `llm_not_configured`. */
    readonly errorCode: string | undefined,
    readonly errorMsg: string,
  ) {
    // spec §8: a streaming non-OK status is 'HTTP {status}: {text}'.
    super(`HTTP ${status}: ${errorMsg}`);
    this.name = 'SseHttpError';
  }
}

/** The connection closed before a `done` or `error` event: the client may retry. */
export class SseStreamBrokenError extends Error {
  constructor() {
    super('The stream ended unexpectedly. Check the network and retry.');
    this.name = 'SseStreamBrokenError';
  }
}

async function httpError(response: Response): Promise<SseHttpError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errorMsg?: unknown; errorCode?: unknown };
    if (typeof body.errorMsg === 'string') {
      return new SseHttpError(
        response.status,
        typeof body.errorCode === 'string' ? body.errorCode : undefined,
        body.errorMsg,
      );
    }
  } catch {
    // Not an envelope (a proxy's error page): the text itself is the message.
  }
  return new SseHttpError(response.status, undefined, text || response.statusText);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The stream was aborted.', 'AbortError');
}

/**
 * Reads an SSE response of the shared format, calling `onEvent` for each event in order. Resolves
 * after a `done` or `error` event once the server closes the stream; rejects with
 * {@link SseHttpError} for a non-OK status, {@link SseStreamBrokenError} when the stream ends
 * without either, and with the signal's reason when `signal` aborts (the body is cancelled, which
 * closes the connection and makes the server abort its upstream call).
 */
export async function readSse(
  response: Response,
  onEvent: (event: StreamEvent, lastEventId: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (!response.ok) throw await httpError(response);
  if (!response.body) throw new SseStreamBrokenError();
  if (signal?.aborted) {
    await response.body.cancel().catch(() => undefined);
    throw abortError(signal);
  }
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const parser = new SseParser();
  let isFinished = false;
  const deliver = (messages: ReturnType<SseParser['push']>) => {
    for (const message of messages) {
      const event = toStreamEvent(message);
      if (event.type === 'done' || event.type === 'error') isFinished = true;
      onEvent(event, message.lastEventId);
    }
  };
  const read = async () => {
    try {
      return await reader.read();
    } catch (err) {
      if (signal?.aborted) throw abortError(signal);
      // A connection that breaks after the final event lost nothing.
      if (isFinished) return { done: true as const, value: undefined };
      throw err instanceof TypeError ? new SseStreamBrokenError() : err;
    }
  };
  try {
    for (;;) {
      const { done, value } = await read();
      if (signal?.aborted) throw abortError(signal);
      if (done) break;
      deliver(parser.push(value));
    }
    deliver(parser.end());
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (!isFinished) throw new SseStreamBrokenError();
}
