import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { ErrorEnvelope } from '@inkstone/shared/envelope';

/** Longest request target answered: longer ones get 414 (Node refuses a request line over 16 KB as 431). */
export const MAX_URL_LENGTH = 8192;

const envelope = (errorCode: string, errorMsg: string): ErrorEnvelope => ({ success: false, errorCode, errorMsg });

/**
 * Fastify's `frameworkErrors`: errors raised before a route is chosen (a URL whose percent-escapes
 * do not decode) would otherwise be answered in Fastify's own shape.
 */
export function handleFrameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(envelope(ErrorCode.malformedRequest, 'The URL is malformed (a broken %-escape).'));
    return;
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(envelope(ErrorCode.uriTooLong, 'A part of the URL is too long.'));
    return;
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  void reply
    .status(status)
    .send(envelope(status === 500 ? ErrorCode.internal : ErrorCode.malformedRequest, 'The request is malformed.'));
}

/** The status and envelope for what Node's HTTP parser could not read. */
function clientFailure(err: NodeJS.ErrnoException): [number, string, ErrorEnvelope] {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return [
      431,
      'Request Header Fields Too Large',
      envelope(ErrorCode.headersTooLarge, 'The request headers are larger than 16 KB.'),
    ];
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'Request Timeout', envelope(ErrorCode.requestTimeout, 'The request took too long to arrive.')];
  return [400, 'Bad Request', envelope(ErrorCode.malformedRequest, 'The request is not valid HTTP.')];
}

/**
 * Fastify's `clientErrorHandler`: Node answers these on the raw socket, before any request object
 * exists, so the envelope is written by hand. A reset socket gets nothing, as there is nobody to read it.
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const [status, reason, body] = clientFailure(err);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

/** Refuses request targets longer than MAX_URL_LENGTH with 414, in the envelope. */
export function registerUrlLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length <= MAX_URL_LENGTH) return;
    return reply
      .status(414)
      .send(envelope(ErrorCode.uriTooLong, `The URL is longer than ${MAX_URL_LENGTH} characters.`));
  });
}
