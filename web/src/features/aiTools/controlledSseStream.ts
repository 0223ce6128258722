import { encodeSse, type StreamEvent } from '@inkstone/shared/sse';

/**
 * For tests: an SSE response whose events the test writes and ends when it wants; `raw` sends bytes
 * that are not the format's JSON.
 */
export function controlledSseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const bytes = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: Exclude<StreamEvent, { type: 'unparsable' }>) => controller.enqueue(bytes.encode(encodeSse(event))),
    raw: (text: string) => controller.enqueue(bytes.encode(text)),
    end: () => controller.close(),
  };
}
