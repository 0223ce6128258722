import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { completionBody, errorBody, fixtureText, streamFrames, toolCallFrames } from './fakeLlmChunks.js';
import { piecesOf, structuredAnswer, type FakeStructuredKind } from './fakeStructured.js';

/** How the fake answers one request. */
export interface FakeReply {
  /** Non-200 answers with the recorded error body of that status. */
  status?: 200 | 401 | 404 | 429 | 500;
  /** Answer pieces, one SSE chunk each. */
  text?: string[];
  /**
   * A structured answer: sent as JSON text, as a tool call or replaced by prose, depending on what
   * the request asks for and the fake's {@link FakeStructuredKind} (see fakeStructured.ts).
   */
  json?: unknown;
  /** Reasoning pieces, sent first as DeepSeek `reasoning_content` chunks. */
  reasoning?: string[];
  /** Send the reasoning inline as `<think>…</think>` content instead (Qwen / R1 on Ollama). */
  isThinkInline?: boolean;
  /** Replay a recorded `.sse` fixture byte for byte. */
  fixture?: string;
  /** Wait before the response headers. */
  headerDelayMs?: number;
  /** Wait before each chunk. */
  delayMs?: number;
  /** Destroy the socket after this many answer/reasoning chunks. */
  cutAfter?: number;
  /** Send nothing more after this many chunks, keeping the connection open. */
  stallAfter?: number;
}

/** Picks the reply for a request from its body (e.g. by the system prompt or the user message). */
export type FakeResponder = (request: FakeLlmRequest) => FakeReply | undefined;

/** A request the fake received. */
export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> } & Record<
    string,
    unknown
  >;
  /** True when the client closed the connection before the response was complete. */
  wasAborted: boolean;
  /** Resolves when the connection of this request closed. */
  closed: Promise<void>;
}

export interface FakeLlm {
  /** The OpenAI-compatible base URL: http://127.0.0.1:PORT/v1. */
  baseUrl: string;
  requests: FakeLlmRequest[];
  /** Requests with no scripted reply; a test expects none. */
  unexpected: string[];
  /** Queues replies, used in order by the next requests. */
  reply(...replies: FakeReply[]): void;
  /** Answers every request without a queued reply with `reply` (benches, concurrency tests). */
  setDefault(reply: FakeReply | undefined): void;
  /**
   * Answers by looking at the request (used before the queue): for pipelines that make many calls
   * at once, whose order is not fixed. Returning undefined falls through to the queue and default.
   */
  setResponder(responder: FakeResponder | undefined): void;
  /** How `json` replies are answered from now on (`schema` at start). */
  setStructuredKind(kind: FakeStructuredKind): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function write(res: http.ServerResponse, data: string): Promise<void> {
  if (!res.write(data)) await new Promise((resolve) => res.once('drain', resolve));
}

// A default reply is answered many times (benches): its frames are built once.
const framesCache = new WeakMap<FakeReply, ReturnType<typeof streamFrames>>();

function framesOf(reply: FakeReply): ReturnType<typeof streamFrames> {
  let frames = framesCache.get(reply);
  if (!frames) {
    const reasoning = reply.reasoning ?? [];
    const inline = reply.isThinkInline && reasoning.length > 0;
    const text = inline ? ['<think>', ...reasoning, '</think>', ...(reply.text ?? [])] : (reply.text ?? []);
    frames = streamFrames(inline ? [] : reasoning, text);
    framesCache.set(reply, frames);
  }
  return frames;
}

async function streamReply(
  res: http.ServerResponse,
  socket: Socket,
  reply: FakeReply,
  toolCall?: { name: string; arguments: string },
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  if (reply.fixture) {
    res.end(fixtureText(reply.fixture));
    return;
  }
  const { head, body, tail } = toolCall ? toolCallFrames(toolCall.name, piecesOf(toolCall.arguments)) : framesOf(reply);
  for (const frame of head) await write(res, frame);
  for (let i = 0; i < body.length; i++) {
    if (i === reply.cutAfter) {
      // Let what was written reach the client before the connection drops.
      await new Promise((resolve) => res.write('', resolve));
      return void socket.destroy();
    }
    if (i === reply.stallAfter) return;
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    await write(res, body[i]!);
  }
  for (const frame of tail) await write(res, frame);
  res.end();
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 for tests: real HTTP, SSE framed as in the
 * recorded fixtures, scripted per test (text and reasoning chunks, delays, 401/404/429/500, a cut or
 * stalled stream). It records every request and whether the client aborted it.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply | undefined;
  let responder: FakeResponder | undefined;
  let structuredKind: FakeStructuredKind = 'schema';
  const requests: FakeLlmRequest[] = [];
  const unexpected: string[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const record: FakeLlmRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as FakeLlmRequest['body']) : {},
        wasAborted: false,
        closed: new Promise((resolve) => res.on('close', () => resolve())),
      };
      res.on('close', () => {
        if (!res.writableFinished) record.wasAborted = true;
      });
      requests.push(record);
      // The model list, as OpenAI-compatible servers give it (the operator health page's check).
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
        return;
      }
      const reply =
        req.method === 'POST' && req.url === '/v1/chat/completions'
          ? (responder?.(record) ?? queue.shift() ?? fallback)
          : undefined;
      if (!reply) {
        unexpected.push(`${req.method} ${req.url}`);
        res.writeHead(500, { 'content-type': 'application/json' }).end(errorBody(500));
        return;
      }
      void answer(res, req.socket, record, reply).catch((err: unknown) => {
        // A scripted answer the fake cannot give (see fakeStructured.ts) fails the test that made it.
        if (err instanceof Error && err.message.startsWith('fake ')) unexpected.push(err.message);
        req.socket.destroy();
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function answer(res: http.ServerResponse, socket: Socket, record: FakeLlmRequest, scripted: FakeReply) {
    let reply = scripted;
    let toolCall: { name: string; arguments: string } | undefined;
    if (scripted.json !== undefined) {
      const structured = structuredAnswer(structuredKind, record, scripted.json);
      if ('toolCall' in structured) toolCall = structured.toolCall;
      else reply = { ...scripted, text: piecesOf(structured.text) };
    }
    if (reply.headerDelayMs) await sleep(reply.headerDelayMs);
    if (reply.status && reply.status !== 200) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(errorBody(reply.status));
    } else if (record.body.stream) {
      await streamReply(res, socket, reply, toolCall);
    } else {
      const text = toolCall?.arguments ?? (reply.text ?? []).join('');
      res.writeHead(200, { 'content-type': 'application/json' }).end(completionBody(text));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    unexpected,
    reply: (...replies) => void queue.push(...replies),
    setDefault: (reply) => void (fallback = reply),
    setResponder: (next) => void (responder = next),
    setStructuredKind: (kind) => void (structuredKind = kind),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
