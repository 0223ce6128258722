import { SseParser, toStreamEvent } from '@inkstone/shared/sse';
import type { IdEvent } from './agentTestKit.js';

/** A stream being read: the events so far, and how it ended. */
export interface StreamReading {
  readonly events: IdEvent[];
  /** Resolves with every event once the response ends — or breaks (`isBroken`: a server died). */
  readonly ended: Promise<{ events: IdEvent[]; isBroken: boolean }>;
}

/** Reads a stream response's events as they arrive, each with its SSE id (the seq). */
export function readAsItComes(res: { body: ReadableStream<Uint8Array> | null }): StreamReading {
  const parser = new SseParser();
  const events: IdEvent[] = [];
  const reader = res.body!.getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { events, isBroken: false };
        for (const m of parser.push(value)) events.push({ seq: Number(m.lastEventId), event: toStreamEvent(m) });
      }
    } catch {
      return { events, isBroken: true };
    }
  })();
  return { events, ended };
}
