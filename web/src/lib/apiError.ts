/** Client-side error ids for failures that never reached a server envelope. */
export const ClientErrorCode = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/**
 * A rejected API call: HTTP status (0 when the network failed), stable code and readable text, and
 * the failure envelope's `data` when the server sent what the client needs to recover (e.g. the
 * server's copy with a 409 `version_conflict`); the caller parses it with the schema of its code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly errorMsg: string;
  readonly data: unknown;
  /** A 429's Retry-After in seconds: how long until the server takes the call again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, errorCode: string, errorMsg: string, data?: unknown, retryAfterSeconds?: number) {
    super(errorMsg);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorMsg = errorMsg;
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Narrows an unknown rejection to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
