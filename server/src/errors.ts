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

export const ValidationError = (message: string) => new AppError(400, ErrorCode.validation, message);
export const AuthenticationError = (message = 'Please sign in.') =>
  new AppError(401, ErrorCode.unauthenticated, message);
export const ForbiddenError = (message = 'You do not have permission to do this.') =>
  new AppError(403, ErrorCode.forbidden, message);
export const NotFoundError = (what = 'Resource') => new AppError(404, ErrorCode.notFound, `${what} not found.`);
export const ConflictError = (errorCode: string, message: string) => new AppError(409, errorCode, message);
export const InsufficientBalanceError = (message = 'Not enough words left in your balance.') =>
  new AppError(402, ErrorCode.insufficientBalance, message);
export const UpstreamError = (message: string) => new AppError(502, ErrorCode.upstreamError, message);

/** 429 with a Retry-After header in whole seconds. */
export function RateLimitedError(retryAfterMs: number, message = 'Too many requests. Please wait and try again.') {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, ErrorCode.rateLimited, message, { 'retry-after': String(seconds) });
}
