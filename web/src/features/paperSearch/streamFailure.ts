import { SseHttpError } from '@inkstone/shared/readSse';
import type { StreamErrorEvent } from '@inkstone/shared/sse';
import { i18n } from '../../lib/i18n';
import { localizeError } from '../../lib/errorMessages';

/** Whether a rejection is only the flow cancelling its own request. */
export function isCancelled(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * spec §8: the text of a failed stream: the server's message (localised when its code is known),
 * or "check the network and retry" when the connection itself failed.
 */
export function streamFailureMessage(error: unknown): string {
  if (error instanceof SseHttpError) return localizeError(error.errorCode, error.errorMsg);
  return i18n.t('The connection was interrupted. Check your network and retry.');
}

/** The text of an `event: error` the server sent mid-stream. */
export function streamErrorMessage(event: StreamErrorEvent): string {
  return localizeError(event.errorCode, event.errorMsg);
}
