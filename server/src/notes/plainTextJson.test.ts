import { describe, expect, it } from 'vitest';
import { decodeTextPiece, PlainTextJson } from './plainTextJson.js';

/** The inside of `text` as a JSON string that escapes every non-ASCII character, as some clients send. */
function asciiJson(text: string): Buffer {
  const json = JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return Buffer.from(json.slice(1, -1));
}

const TEXTS = [
  '',
  'plain ascii',
  'line one\nline two\ttabbed "quoted" back\\slash',
  '统计推断 𝜃 é ß',
  '\u0001\u001f\u2028',
];

describe('PlainTextJson', () => {
  it('decodes to the text it was made from', () => {
    for (const text of TEXTS) {
      expect(decodeTextPiece(PlainTextJson.of(text).bytes)).toBe(text);
      expect(decodeTextPiece(asciiJson(text))).toBe(text);
    }
  });

  it('drops NUL and replaces lone surrogates, as the text input rule does', () => {
    expect(decodeTextPiece(PlainTextJson.of('a\u0000b\ud800c').bytes)).toBe('ab\ufffdc');
    expect(decodeTextPiece(Buffer.from(String.raw`x\u0000y\udc00`))).toBe('xy\ufffd');
  });

  it('measures the decoded text in UTF-8 bytes, however it was escaped', () => {
    for (const text of TEXTS) {
      const expected = Buffer.byteLength(text);
      expect(PlainTextJson.of(text).utf8Length()).toBe(expected);
      expect(new PlainTextJson(asciiJson(text)).utf8Length()).toBe(expected);
      expect(asciiJson(text).length).toBeGreaterThanOrEqual(expected);
    }
  });
});
