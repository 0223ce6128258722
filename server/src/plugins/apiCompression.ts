import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this a response leaves as it is: a compressed header and a few hundred bytes of JSON save
 * nothing worth the CPU (about one TCP packet).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * What is worth compressing: JSON (the API's envelopes), generated text (exports, CSV, the rendered
 * index.html) and XML. Not `text/event-stream`: a stream must reach the client event by event, and
 * SSE responses are written straight to the socket anyway (sse/sseStream.ts); not octet-stream or
 * images, which are stored files and mostly compressed already.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)\b|image\/svg\+xml)/i;

/**
 * Compresses responses by `Accept-Encoding`, brotli first (at quality 4, the plugin's default: 11
 * costs tens of milliseconds per response), then gzip. Registered before every route so it applies to
 * all; a route that serves stored files opts out with `compress: false`. Request bodies are not
 * decompressed: a small compressed body could inflate far past BODY_LIMIT_BYTES.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
