import { ErrorCode } from '@inkstone/shared/errorCodes';

/**
 * An error the client may see: a stable code, a human message and a real HTTP status, with
 * optional `data` for the client to act on (e.g. the server's current version on a conflict).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** 400 with a stable code other than `validation_error` (a wrong code, a malformed body …). */
export const BadRequestError = (errorCode: string, message: string) => new AppError(400, errorCode, message);
export const ValidationError = (message: string) => BadRequestError(ErrorCode.validation, message);
export const AuthenticationError = (message = 'Please sign in.', errorCode: string = ErrorCode.unauthenticated) =>
  new AppError(401, errorCode, message);
export const ForbiddenError = (message = 'You do not have permission to do this.') =>
  new AppError(403, ErrorCode.forbidden, message);
export const NotFoundError = (what = 'Resource', message = `${what} not found.`) =>
  new AppError(404, ErrorCode.notFound, message);
/** 409; `data` is what the client needs to resolve it (e.g. the version the server holds now). */
export const ConflictError = (errorCode: string, message: string, data?: unknown) =>
  new AppError(409, errorCode, message, {}, data);
export const InsufficientBalanceError = (message = 'Not enough words left in your balance.') =>
  new AppError(402, ErrorCode.insufficientBalance, message);
export const PayloadTooLargeError = (message: string) => new AppError(413, ErrorCode.payloadTooLarge, message);
export const UpstreamError = (message: string, errorCode: string = ErrorCode.upstreamError) =>
  new AppError(502, errorCode, message);
/** 503: the server cannot do it now (no model connected, shutting down). */
export const ServiceUnavailableError = (errorCode: string, message: string) => new AppError(503, errorCode, message);

/** 429 with a Retry-After header in whole seconds. */
export function RateLimitedError(retryAfterMs: number, message = 'Too many requests. Please wait and try again.') {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, ErrorCode.rateLimited, message, { 'retry-after': String(seconds) });
}

/** 429 that waiting does not cure (no Retry-After): the thing asked about is used up. */
export const TooManyAttemptsError = (message: string) => new AppError(429, ErrorCode.tooManyAttempts, message);
