import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client closes the connection before the response was sent (a Stop button, a
 * closed tab): a long model call made for the request is then stopped and its words given back.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
