import { readSse } from '@inkstone/shared/readSse';
import type { StreamEvent } from '@inkstone/shared/sse';
import { authorizedHeaders } from './apiClient';

/**
 * POSTs JSON to a streaming /v1 endpoint as the signed-in user and hands each event of the answer to
 * `onEvent` (conventions §5). Rejects as readSse does: SseHttpError for a refusal before the first
 * byte (auth, validation, balance, no model), SseStreamBrokenError for a cut stream, the abort
 * reason when `signal` aborts. `onEvent` also gets the stream's last event id so far (WHATWG's "last
 * event ID"); `lastEventId` sends it back as `Last-Event-ID`, so a reconnect continues after it.
 */
export async function streamPost(
  path: string,
  body: unknown,
  onEvent: (event: StreamEvent, lastEventId: string) => void,
  signal: AbortSignal,
  lastEventId?: string,
): Promise<void> {
  const headers = authorizedHeaders({
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
    ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
  });
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), signal });
  await readSse(response, onEvent, signal);
}
