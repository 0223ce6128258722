import { describe, expect, it } from 'vitest';
import { encodeSse, SseParser, toStreamEvent, type SseMessage, type StreamEvent } from './sse.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** Parses `bytes` fed in the pieces that `cuts` (ascending offsets) make. */
function parseSplit(bytes: Uint8Array, cuts: number[], comments: string[] = []): SseMessage[] {
  const parser = new SseParser((c) => comments.push(c));
  const out: SseMessage[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(...parser.push(bytes.subarray(from, cut)));
    from = cut;
  }
  out.push(...parser.end());
  return out;
}

// Every line ending the rules allow, multi-line data, comments, id, retry, CJK and an astral emoji.
const MIXED =
  '\uFEFF: hello\r\n' +
  'event: progress\r\ndata: {"status":3}\r\n\r\n' +
  'data: 第一行\rdata: second 😀 line\r\r' +
  'id: 42\nretry: 1500\ndata:no-space\n\n' +
  'data\n\n' +
  'event: done\ndata: {"wordsCharged":7}\n\n' +
  'data: cut off at the end';

const EXPECTED: SseMessage[] = [
  { event: 'progress', data: '{"status":3}', lastEventId: '' },
  { event: 'message', data: '第一行\nsecond 😀 line', lastEventId: '' },
  { event: 'message', data: 'no-space', lastEventId: '42' },
  { event: 'message', data: '', lastEventId: '42' },
  { event: 'done', data: '{"wordsCharged":7}', lastEventId: '42' },
];

describe('SseParser', () => {
  it('parses a whole stream: CRLF, CR and LF endings, comments, id, retry; drops the unterminated event', () => {
    const comments: string[] = [];
    const parser = new SseParser((c) => comments.push(c));
    expect([...parser.push(utf8(MIXED)), ...parser.end()]).toEqual(EXPECTED);
    expect(comments).toEqual(['hello']);
    expect(parser.retryMs).toBe(1500);
  });

  it('gives the same messages when the bytes are split at any single offset', () => {
    const bytes = utf8(MIXED);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(parseSplit(bytes, [cut]), `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('gives the same messages fed one byte at a time (inside multi-byte characters, between CR and LF)', () => {
    const bytes = utf8(MIXED);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(parseSplit(bytes, cuts)).toEqual(EXPECTED);
  });

  it('gives the same messages for random splits into many pieces', () => {
    const bytes = utf8(MIXED.repeat(3));
    const expected = parseSplit(bytes, []);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const cuts = Array.from({ length: 12 }, () => Math.floor(random() * bytes.length)).sort((a, b) => a - b);
      expect(parseSplit(bytes, cuts)).toEqual(expected);
    }
  });

  it('treats a CR at the end of one piece and an LF at the start of the next as one line break', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\r')).toEqual([{ event: 'message', data: 'a', lastEventId: '' }]);
    expect(parser.push('\ndata: b\n\n')).toEqual([{ event: 'message', data: 'b', lastEventId: '' }]);
  });

  it('ignores a retry that is not all digits, an id with NUL, and unknown fields', () => {
    const parser = new SseParser();
    const out = parser.push('retry: 10s\nid: a\0b\nfoo: bar\ndata: x\n\n');
    expect(out).toEqual([{ event: 'message', data: 'x', lastEventId: '' }]);
    expect(parser.retryMs).toBeUndefined();
  });

  it('resets the event type after each dispatch and after a blank line without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: done\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', lastEventId: '' }]);
  });
});

describe('encodeSse and toStreamEvent', () => {
  const roundTrip = (event: Exclude<StreamEvent, { type: 'unparsable' }>) => {
    const parser = new SseParser();
    const [message] = parser.push(encodeSse(event));
    return toStreamEvent(message!);
  };

  it('writes diff and reasoning chunks as JSON on one data line, with no event name', () => {
    expect(encodeSse({ type: 'diff', diff: 'a\nb "c"' })).toBe('data: {"diff":"a\\nb \\"c\\""}\n\n');
    expect(encodeSse({ type: 'reasoning', reasoning: '想' })).toBe('data: {"reasoning":"想"}\n\n');
  });

  it('writes an id line when given one, which the parser reports as the last event id', () => {
    const wire = encodeSse({ type: 'progress', status: 2, data: { usesAi: true } }, 7);
    expect(wire).toBe('id: 7\nevent: progress\ndata: {"status":2,"data":{"usesAi":true}}\n\n');
    expect(new SseParser().push(wire)[0]?.lastEventId).toBe('7');
  });

  it('round-trips every event type', () => {
    const events: Array<Exclude<StreamEvent, { type: 'unparsable' }>> = [
      { type: 'diff', diff: '段落\r\n\u2028line' },
      { type: 'reasoning', reasoning: 'hmm' },
      { type: 'progress', status: 3 },
      { type: 'progress', status: 4, data: { papers: 2 } },
      { type: 'error', errorMsg: 'The model provider is busy.', errorCode: 'upstream_rate_limited' },
      { type: 'done', data: { wordsCharged: 12 } },
    ];
    for (const event of events) expect(roundTrip(event)).toEqual(event);
  });

  it('reads foreign message data as unparsable, keeping the raw text', () => {
    expect(toStreamEvent({ event: 'message', data: '[1] not json', lastEventId: '' })).toEqual({
      type: 'unparsable',
      data: '[1] not json',
    });
    expect(toStreamEvent({ event: 'error', data: 'boom', lastEventId: '' })).toEqual({
      type: 'error',
      errorMsg: 'boom',
      errorCode: 'stream_error',
    });
  });
});
