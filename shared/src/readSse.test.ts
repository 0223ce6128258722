import { describe, expect, it } from 'vitest';
import { readSse, SseHttpError, SseStreamBrokenError } from './readSse.js';
import type { StreamEvent } from './sse.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** A streaming Response whose body yields `pieces` (bytes), then closes, errors or hangs. */
function streamResponse(pieces: Uint8Array[], end: 'close' | 'error' | 'hang' = 'close'): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) return controller.enqueue(pieces[i++]!);
      if (end === 'close') return controller.close();
      if (end === 'error') return controller.error(new TypeError('terminated'));
      return new Promise<void>(() => undefined);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Splits `text`'s bytes every `size` bytes, cutting through multi-byte characters. */
function bytePieces(text: string, size: number): Uint8Array[] {
  const bytes = utf8(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

const STREAM =
  ': ping\r\n\r\n' +
  'data: {"reasoning":"先想"}\r\n\r\n' +
  'data: {"diff":"润色"}\r\n\r\n' +
  'data: {"diff":"后 ✓"}\n\n' +
  'event: done\ndata: {"wordsCharged":4}\n\n';

describe('readSse', () => {
  it("hands each event the stream's last event id so far, for a reconnect to continue after", async () => {
    const text = 'id: 3\ndata: {"diff":"a"}\n\ndata: {"diff":"b"}\n\nid: 5\nevent: done\ndata: {}\n\n';
    const ids: string[] = [];
    await readSse(streamResponse([utf8(text)]), (_e, id) => ids.push(id));
    expect(ids).toEqual(['3', '3', '5']);
  });

  it('delivers every event in order whatever the byte boundaries', async () => {
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const events: StreamEvent[] = [];
      await readSse(streamResponse(bytePieces(STREAM, size)), (e) => events.push(e));
      expect(events).toEqual([
        { type: 'reasoning', reasoning: '先想' },
        { type: 'diff', diff: '润色' },
        { type: 'diff', diff: '后 ✓' },
        { type: 'done', data: { wordsCharged: 4 } },
      ]);
    }
  });

  it('resolves after an error event, which the caller receives', async () => {
    const events: StreamEvent[] = [];
    const text = 'data: {"diff":"a"}\n\nevent: error\ndata: {"errorMsg":"stalled","errorCode":"upstream_timeout"}\n\n';
    await readSse(streamResponse([utf8(text)]), (e) => events.push(e));
    expect(events.at(-1)).toEqual({ type: 'error', errorMsg: 'stalled', errorCode: 'upstream_timeout' });
  });

  it('rejects with SseStreamBrokenError when the stream ends or breaks before done', async () => {
    await expect(readSse(streamResponse([utf8('data: {"diff":"a"}\n\n')]), () => undefined)).rejects.toBeInstanceOf(
      SseStreamBrokenError,
    );
    await expect(
      readSse(streamResponse([utf8('data: {"diff":"a"}\n\n')], 'error'), () => undefined),
    ).rejects.toBeInstanceOf(SseStreamBrokenError);
  });

  it('turns a non-OK JSON envelope into SseHttpError with the status, code and message', async () => {
    const response = new Response(
      JSON.stringify({ success: false, errorCode: 'insufficient_balance', errorMsg: 'Not enough words left.' }),
      { status: 402, headers: { 'content-type': 'application/json' } },
    );
    const err = await readSse(response, () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SseHttpError);
    expect(err).toMatchObject({ status: 402, errorCode: 'insufficient_balance' });
    expect((err as Error).message).toBe('HTTP 402: Not enough words left.');
  });

  it('uses the raw text of a non-JSON error body', async () => {
    const err = await readSse(new Response('Bad Gateway', { status: 502 }), () => undefined).catch((e: unknown) => e);
    expect((err as Error).message).toBe('HTTP 502: Bad Gateway');
  });

  it('stops reading and rejects with the abort reason when the signal aborts', async () => {
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    const done = readSse(
      streamResponse([utf8('data: {"diff":"a"}\n\n')], 'hang'),
      (e) => {
        events.push(e);
        controller.abort(new DOMException('replaced by a newer request', 'AbortError'));
      },
      controller.signal,
    );
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([{ type: 'diff', diff: 'a' }]);
  });
});
