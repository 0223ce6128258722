/**
 * The one stream format (conventions §5) for every server-sent-event stream of /v1, and an incremental
 * parser that follows the WHATWG event-stream rules. On the wire:
 *
 *   data: {"diff":"…"}                           a piece of the answer (spec §3: a chunk has a diff field)
 *   data: {"reasoning":"…"}                      a piece of the model's thought chain, never part of the answer
 *   event: progress / data: {"status":3,…}       agent progress
 *   event: error / data: {"errorMsg","errorCode"} the stream failed; nothing follows
 *   event: done / data: {…}                      the stream finished; the payload summarises it
 *   : ping                                       a comment every 15 s keeps proxies from closing the stream
 */

/** A piece of the answer text. */
export interface DiffEvent {
  type: 'diff';
  diff: string;
}
/** A piece of the reasoning ("thought chain") of a reasoning model. */
export interface ReasoningEvent {
  type: 'reasoning';
  reasoning: string;
}
/**
 * Progress of a multi-step job (the paper-search agent's status numbers, spec §4). `data` is read
 * with the schema of its status (api/paperAgentStream.ts), never cast.
 */
export interface ProgressEvent {
  type: 'progress';
  status: number;
  data?: unknown;
}
/** The stream failed after it started; `errorCode` is one of the shared error codes. */
export interface StreamErrorEvent {
  type: 'error';
  errorMsg: string;
  errorCode: string;
}
/** The stream finished; `data` is the endpoint's final payload (e.g. words charged, integrity report). */
export interface DoneEvent<TDone = unknown> {
  type: 'done';
  data: TDone;
}
/** A `message` whose data was not the JSON this format defines; spec §8 shows it as raw text. */
export interface UnparsableEvent {
  type: 'unparsable';
  data: string;
}

/** Every event a stream carries. */
export type StreamEvent<TDone = unknown> =
  DiffEvent | ReasoningEvent | ProgressEvent | StreamErrorEvent | DoneEvent<TDone> | UnparsableEvent;

/** The keep-alive comment, written every 15 s while a stream is open. */
export const SSE_PING = ': ping\n\n';
/** How often the server writes {@link SSE_PING}. */
export const SSE_PING_INTERVAL_MS = 15_000;

// JSON.stringify escapes line breaks, so every payload is a single `data:` line.
const line = (event: string | undefined, payload: unknown) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(payload)}\n\n`;

/**
 * The wire form of one event. With `id` the event carries an `id:` line, so a client that reconnects
 * can send it back as `Last-Event-ID` (the paper-search agent replays from there).
 */
export function encodeSse(event: Exclude<StreamEvent, UnparsableEvent>, id?: number | string): string {
  return id === undefined ? encodeFields(event) : `id: ${id}\n${encodeFields(event)}`;
}

function encodeFields(event: Exclude<StreamEvent, UnparsableEvent>): string {
  switch (event.type) {
    case 'diff':
      return line(undefined, { diff: event.diff });
    case 'reasoning':
      return line(undefined, { reasoning: event.reasoning });
    case 'progress':
      return line(
        'progress',
        event.data === undefined ? { status: event.status } : { status: event.status, data: event.data },
      );
    case 'error':
      return line('error', { errorMsg: event.errorMsg, errorCode: event.errorCode });
    case 'done':
      return line('done', event.data ?? null);
  }
}

/** One dispatched event-stream message, before it is read as a {@link StreamEvent}. */
export interface SseMessage {
  /** The `event:` field, `message` when absent. */
  event: string;
  data: string;
  /** The last `id:` seen so far in the stream (WHATWG "last event ID"). */
  lastEventId: string;
}

/**
 * Incremental event-stream parser. Feed it bytes (or text) as they arrive, split anywhere — inside a
 * multi-byte character, between CR and LF — and it returns each complete message once. An event cut
 * off by the end of the stream is discarded, as the WHATWG rules require.
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private isFirstText = true;
  private skipNextLf = false;
  private data = '';
  private hasData = false;
  private eventType = '';
  private lastEventId = '';
  /** The last valid `retry:` value in milliseconds, if the server sent one. */
  retryMs: number | undefined;

  constructor(private readonly onComment?: (text: string) => void) {}

  /** Feeds the next piece of the stream; returns the messages it completed. */
  push(chunk: Uint8Array | string): SseMessage[] {
    // The decoder drops a leading byte-order mark itself; text input is checked here.
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (this.isFirstText && text.length > 0) {
      this.isFirstText = false;
      if (typeof chunk === 'string' && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return this.consume(text);
  }

  /** Flushes the decoder at the end of the stream; an unterminated event is dropped. */
  end(): SseMessage[] {
    const out = this.consume(this.decoder.decode());
    this.buffer = '';
    this.resetEvent();
    return out;
  }

  private consume(text: string): SseMessage[] {
    const out: SseMessage[] = [];
    if (text.length === 0) return out;
    // A CR ended the previous piece; an LF right after it belongs to the same line break.
    const start = this.skipNextLf && text.startsWith('\n') ? 1 : 0;
    this.skipNextLf = false;
    this.buffer += start ? text.slice(start) : text;
    let from = 0;
    for (;;) {
      const cr = this.buffer.indexOf('\r', from);
      const lf = this.buffer.indexOf('\n', from);
      if (cr < 0 && lf < 0) break;
      const end = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
      const message = this.processLine(this.buffer.slice(from, end));
      if (message) out.push(message);
      from = end + 1;
      if (end === cr) {
        if (from < this.buffer.length) {
          if (this.buffer[from] === '\n') from++;
        } else {
          this.skipNextLf = true;
        }
      }
    }
    this.buffer = this.buffer.slice(from);
    return out;
  }

  private processLine(text: string): SseMessage | undefined {
    if (text === '') return this.dispatch();
    if (text.startsWith(':')) {
      this.onComment?.(text.slice(1).trimStart());
      return undefined;
    }
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      this.data += this.hasData ? `\n${value}` : value;
      this.hasData = true;
    } else if (field === 'event') {
      this.eventType = value;
    } else if (field === 'id') {
      if (!value.includes('\0')) this.lastEventId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) this.retryMs = Number(value);
    }
    return undefined;
  }

  private dispatch(): SseMessage | undefined {
    const message = this.hasData
      ? { event: this.eventType || 'message', data: this.data, lastEventId: this.lastEventId }
      : undefined;
    this.resetEvent();
    return message;
  }

  private resetEvent(): void {
    this.data = '';
    this.hasData = false;
    this.eventType = '';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads a parsed message as one of this format's events; foreign `message` data is `unparsable`. */
export function toStreamEvent(message: SseMessage): StreamEvent {
  const payload = parseJson(message.data);
  switch (message.event) {
    case 'error':
      return {
        type: 'error',
        errorMsg: isObject(payload) && typeof payload.errorMsg === 'string' ? payload.errorMsg : message.data,
        errorCode: isObject(payload) && typeof payload.errorCode === 'string' ? payload.errorCode : 'stream_error',
      };
    case 'done':
      return { type: 'done', data: payload };
    case 'progress':
      return {
        type: 'progress',
        status: isObject(payload) && typeof payload.status === 'number' ? payload.status : -1,
        data: isObject(payload) ? payload.data : undefined,
      };
  }
  if (isObject(payload) && typeof payload.diff === 'string') return { type: 'diff', diff: payload.diff };
  if (isObject(payload) && typeof payload.reasoning === 'string') {
    return { type: 'reasoning', reasoning: payload.reasoning };
  }
  return { type: 'unparsable', data: message.data };
}
