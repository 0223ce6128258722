import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { ErrorEnvelope } from '@inkstone/shared/envelope';
import { AppError } from '../errors.js';

interface Failure {
  status: number;
  body: ErrorEnvelope;
  headers?: Record<string, string>;
}

const fail = (status: number, errorCode: string, errorMsg: string): Failure => ({
  status,
  body: { success: false, errorCode, errorMsg },
});

/** Fastify's own request errors (body parsing, limits) mapped to the house vocabulary. */
function fromFastifyError(err: FastifyError): Failure | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, ErrorCode.payloadTooLarge, 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, ErrorCode.unsupportedMediaType, 'Unsupported content type: send application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, ErrorCode.malformedJson, 'The request body is empty; a JSON object is expected.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return fail(400, ErrorCode.malformedJson, 'The request body is not valid JSON.');
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return fail(400, ErrorCode.malformedJson, 'The request body is not valid JSON.');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return fail(err.statusCode, ErrorCode.validation, err.message);
  }
  return undefined;
}

function toFailure(err: FastifyError): Failure | undefined {
  if (err instanceof AppError) {
    const failure = fail(err.statusCode, err.errorCode, err.message);
    if (err.data !== undefined) failure.body.data = err.data;
    return { ...failure, headers: err.headers };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = field || err.validationContext || 'request';
    return fail(400, ErrorCode.validation, `${where}: ${first?.message ?? 'is invalid'}`);
  }
  return fromFastifyError(err);
}

/** The one place that writes failure envelopes. Unknown errors are logged and become 500s. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const failure = toFailure(err);
    if (!failure) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send(fail(500, ErrorCode.internal, 'Something went wrong on our side.').body);
    }
    if (failure.status >= 500) req.log.error({ err }, 'request failed');
    return reply
      .status(failure.status)
      .headers(failure.headers ?? {})
      .send(failure.body);
  });
}
