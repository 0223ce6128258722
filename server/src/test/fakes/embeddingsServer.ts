import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake OpenAI-compatible embeddings service on 127.0.0.1 (`POST /v1/embeddings`). */
export interface FakeEmbeddings {
  /** The base URL to configure (EMBEDDING_BASE_URL), ending in /v1. */
  baseUrl: string;
  /** The texts of every request, in order. */
  requests: string[][];
  /** Requests it did not expect (wrong path, method, model or body). */
  unexpected: string[];
  /** Stops listening and drops open connections: the service is down from then on. */
  close(): Promise<void>;
}

export const FAKE_EMBEDDING_MODEL = 'fake-embed';
export const FAKE_EMBEDDING_DIMS = 64;

// Words that mean the same thing share one concept, so a paraphrase without a shared word still
// lands near its passage — the one thing a real embedding model does that keywords cannot.
const CONCEPTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    cat: ['cat', 'cats', 'feline', 'felines', 'kitten', 'kittens', 'moggy'],
    vehicle: ['truck', 'trucks', 'lorry', 'lorries', 'car', 'cars', 'automobile'],
    engine: ['motor', 'motors', 'engine', 'engines', 'diesel'],
  }).flatMap(([concept, words]) => words.map((word) => [word, concept])),
);

/**
 * A deterministic embedding: a bag of words (after the concept table) hashed into 64 dimensions and
 * normalised, so cosine similarity counts shared concepts.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const token = CONCEPTS[word] ?? word;
    const digest = crypto.createHash('sha256').update(token).digest();
    vector[digest[0]! % FAKE_EMBEDDING_DIMS]! += digest[1]! % 2 === 0 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

/** Starts the fake; it answers `model: FAKE_EMBEDDING_MODEL` requests with fakeEmbedding() of each input. */
export async function startFakeEmbeddings(): Promise<FakeEmbeddings> {
  const requests: string[][] = [];
  const unexpected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { model?: string; input?: unknown };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/embeddings' ||
        body.model !== FAKE_EMBEDDING_MODEL ||
        !input.every((x) => typeof x === 'string')
      ) {
        unexpected.push(`${req.method} ${req.url} ${String(body.model)}`);
        res.writeHead(404).end();
        return;
      }
      const texts = input;
      requests.push(texts);
      const data = texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) }));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    unexpected,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })),
  };
}
