import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { completionBody } from './fakeLlmChunks.js';

/** A string no answer of Inkstone's may contain: every body this endpoint sends carries it. */
export const MARKER = 'MARKER-7f3a-internal-body';

/** What reached the endpoint: each request's path and the credentials it carried. */
export interface MarkerRequest {
  path: string;
  authorization: string | undefined;
  apiKey: string | undefined;
}

export interface MarkerModel {
  /** The OpenAI-compatible base URL, http://127.0.0.1:PORT/v1. */
  baseUrl: string;
  origin: string;
  requests: MarkerRequest[];
  /** The status of the next answers (200 by default); the body always holds {@link MARKER}. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/**
 * A model endpoint on 127.0.0.1 that records the credentials it receives and answers with bodies
 * containing {@link MARKER}: on 200 a completion whose reply is the marker, otherwise an error body
 * in OpenAI's shape whose message is the marker (as an internal service's page would leak it).
 */
export async function startMarkerModel(): Promise<MarkerModel> {
  const requests: MarkerRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    req.resume();
    requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      apiKey: req.headers['x-api-key'] as string | undefined,
    });
    const body =
      status === 200
        ? completionBody(`${MARKER} reply`)
        : JSON.stringify({ error: { message: `${MARKER}: secret page`, type: 'x', code: 'x' } });
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v1`,
    origin,
    requests,
    answerWith: (next) => void (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
