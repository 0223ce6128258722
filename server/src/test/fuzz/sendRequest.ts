import { SseParser, toStreamEvent, type StreamEvent } from '@inkstone/shared/sse';
import type { AiTestApp } from '../aiTestApp.js';
import type { FuzzRequest } from './requestArbitrary.js';

/** What came back, read whole. */
export interface Answer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json?: unknown;
  /** The events of a text/event-stream body. */
  events?: StreamEvent[];
  /** True when no answer came within the time limit (the request was aborted). */
  isTimedOut?: boolean;
}

export interface SendOptions {
  token?: string;
  /** The client address inject() reports (per-IP limits); sockets always come from 127.0.0.1. */
  remoteAddress?: string;
  /** Over a real socket (streams need one) instead of inject(). */
  viaSocket?: boolean;
  timeoutMs?: number;
}

function parseBody(contentType: string, text: string): Pick<Answer, 'json' | 'events'> {
  if (contentType.includes('text/event-stream')) {
    const parser = new SseParser();
    return { events: [...parser.push(text), ...parser.end()].map(toStreamEvent) };
  }
  if (contentType.includes('json')) {
    try {
      return { json: JSON.parse(text) };
    } catch {
      return {};
    }
  }
  return {};
}

/** Sends a fuzz request to the app, by inject() or over its socket, and reads the whole answer. */
export async function sendRequest(t: AiTestApp, req: FuzzRequest, options: SendOptions = {}): Promise<Answer> {
  const headers = { ...req.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  const timeoutMs = options.timeoutMs ?? 20_000;
  if (options.viaSocket) {
    try {
      const res = await fetch(`${t.origin}${req.url}`, {
        method: req.method,
        headers,
        body: req.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      return {
        status: res.status,
        contentType,
        headers: Object.fromEntries(res.headers),
        text,
        ...parseBody(contentType, text),
      };
    } catch (err) {
      if ((err as Error).name === 'TimeoutError')
        return { status: 0, contentType: '', headers: {}, text: '', isTimedOut: true };
      throw err;
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
  const res = await Promise.race([
    t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers,
      payload: req.body,
      remoteAddress: options.remoteAddress,
    }),
    timeout,
  ]);
  clearTimeout(timer);
  if (!res) return { status: 0, contentType: '', headers: {}, text: '', isTimedOut: true };
  const contentType = String(res.headers['content-type'] ?? '');
  const text = res.body;
  const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
  return { status: res.statusCode, contentType, headers: flat, text, ...parseBody(contentType, text) };
}
