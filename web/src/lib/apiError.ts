/** Client-side error ids for failures that never reached a server envelope. */
export const ClientErrorCode = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/** A rejected API call: HTTP status (0 when the network failed), stable code and readable text. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly errorMsg: string;

  constructor(status: number, errorCode: string, errorMsg: string) {
    super(errorMsg);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorMsg = errorMsg;
  }
}

/** Narrows an unknown rejection to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
