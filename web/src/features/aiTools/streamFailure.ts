import { ErrorCode } from '@inkstone/shared/errorCodes';
import { SseHttpError, SseStreamBrokenError } from '@inkstone/shared/readSse';
import type { StreamErrorEvent } from '@inkstone/shared/sse';

/** Why a stream failed, in terms the panel can word and act on. */
export interface StreamFailure {
  /** A shared error code, or `network` when the connection broke or never opened. */
  code: string;
  /** The server's (or the browser's) message, shown when the code has no text of its own. */
  message: string;
  /** The HTTP status of a refusal before the first byte. */
  status?: number;
  /** Whether trying again may work (a broken connection, a busy or failing model). */
  isRetryable: boolean;
}

/** The code of a connection that broke or never opened. */
export const NETWORK_FAILURE = 'network';

const RETRYABLE_CODES = new Set<string>([
  ErrorCode.upstreamError,
  ErrorCode.upstreamRateLimited,
  ErrorCode.upstreamTimeout,
  ErrorCode.serverShuttingDown,
  ErrorCode.rateLimited,
  ErrorCode.internal,
  'stream_error',
  NETWORK_FAILURE,
]);

/** A failure reported inside the stream by an `error` event. */
export function failureOfEvent(event: StreamErrorEvent): StreamFailure {
  return { code: event.errorCode, message: event.errorMsg, isRetryable: RETRYABLE_CODES.has(event.errorCode) };
}

/** A failure the stream request rejected with. */
export function failureOfError(error: unknown): StreamFailure {
  if (error instanceof SseHttpError) {
    const code = error.errorCode ?? (error.status >= 500 ? ErrorCode.upstreamError : 'http_error');
    // spec §8: a streaming non-OK status reads 'HTTP {status}: {text}'.
    return {
      code,
      message: error.message,
      status: error.status,
      isRetryable: error.status === 429 || error.status >= 500 ? code !== ErrorCode.llmNotConfigured : false,
    };
  }
  // A broken stream, or fetch's TypeError when the server cannot be reached.
  if (error instanceof SseStreamBrokenError || error instanceof TypeError) {
    return { code: NETWORK_FAILURE, message: error.message, isRetryable: true };
  }
  return {
    code: ErrorCode.internal,
    message: error instanceof Error ? error.message : String(error),
    isRetryable: false,
  };
}
