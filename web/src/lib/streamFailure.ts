import { ErrorCode } from '@inkstone/shared/errorCodes';
import { SseHttpError, SseStreamBrokenError } from '@inkstone/shared/readSse';
import type { StreamErrorEvent } from '@inkstone/shared/sse';
import { localizeError } from './errorMessages';
import { i18n } from './i18n';
import { snackbar } from './snackbarStore';

// How every stream of the app (AI tools, paper search) reads its failures: why it failed, whether
// the connection was lost, whether a retry may help, and the text to show.

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

/** Whether a rejection is only the caller cancelling its own request. */
export function isCancelled(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** Whether the connection broke or never opened (fetch rejects with a TypeError then). */
export function isConnectionLost(error: unknown): error is SseStreamBrokenError | TypeError {
  return error instanceof SseStreamBrokenError || error instanceof TypeError;
}

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
  if (isConnectionLost(error)) {
    return { code: NETWORK_FAILURE, message: error.message, isRetryable: true };
  }
  return {
    code: ErrorCode.internal,
    message: error instanceof Error ? error.message : String(error),
    isRetryable: false,
  };
}

/**
 * spec §8: the one-line text of a failed stream in the paper-search flow: the server's message
 * (localised when its code is known), or "check the network and retry" for anything else.
 */
export function streamFailureMessage(error: unknown): string {
  if (error instanceof SseHttpError) return localizeError(error.errorCode, error.errorMsg);
  return connectionLostMessage();
}

/** spec §8: the stream error handler's 'check network and retry', worded once for every stream. */
export function connectionLostMessage(): string {
  return i18n.t('The connection was interrupted. Check your network and retry.');
}

/**
 * spec §8: the stream error handler adds a generic 'operation failed, please retry' snackbar to the
 * panel's own message of what went wrong. Every stream (AI tools, paper search) shows it through here.
 */
export function showStreamFailureSnackbar(): void {
  snackbar.show({ text: i18n.t('Operation failed, please retry'), color: 'error' });
}

/** The text of an `event: error` the server sent mid-stream. */
export function streamErrorMessage(event: StreamErrorEvent): string {
  return localizeError(event.errorCode, event.errorMsg);
}
