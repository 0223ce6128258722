import { describe, expect, it } from 'vitest';
import { JsonBytesError, JsonBytesReader, MAX_JSON_NESTING } from './jsonBytesReader.js';

/** Reads `text` whole, building `levels` levels of containers. */
function read(text: string, levels = Infinity): unknown {
  const reader = new JsonBytesReader(Buffer.from(text));
  const value = reader.readValue(levels);
  reader.expectEnd();
  return value;
}

const VALID = [
  '{}',
  '[]',
  ' { "a" : [1, -2.5e3, 0, 0.25, 1E+2, true, false, null] , "b": {"c": ""} } ',
  '"plain"',
  '"esc \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00"',
  '"中文 and emoji 😀"',
  '{"__proto__": {"polluted": true}, "constructor": 1}',
  '[[[[["deep"]]]]]',
  '-0',
  '{"a":1,"a":2}',
];

const INVALID = [
  '',
  '{',
  '{"a":1,}',
  '[1,]',
  '[1 2]',
  '{"a" 1}',
  '{a:1}',
  "{'a':1}",
  '"unterminated',
  '"bad \\x escape"',
  '"bad \\u12g4"',
  '"raw\ncontrol"',
  '01',
  '1.',
  '.5',
  '-',
  '1e',
  'tru',
  'nul',
  'undefined',
  '{} {}',
  '[1]]',
  'NaN',
];

describe('JsonBytesReader', () => {
  it.each(VALID)('builds what JSON.parse builds: %s', (text) => {
    expect(read(text)).toEqual(JSON.parse(text));
  });

  it.each(VALID)('accepts the same text when nothing is built: %s', (text) => {
    expect(() => read(text, 0)).not.toThrow();
  });

  it.each(INVALID)('refuses what JSON.parse refuses, built or not: %s', (text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(() => read(text)).toThrow(JsonBytesError);
    expect(() => read(text, 0)).toThrow(JsonBytesError);
  });

  it('builds only the asked-for levels and returns null for the containers below them', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] };
    expect(read(JSON.stringify(doc), 3)).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: null }] });
    expect(read(JSON.stringify(doc), 1)).toEqual({ type: 'doc', content: null });
  });

  it('keeps __proto__ as an own property instead of changing the prototype', () => {
    const value = read('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting deeper than the limit and says where', () => {
    const ok = '['.repeat(MAX_JSON_NESTING) + ']'.repeat(MAX_JSON_NESTING);
    expect(() => read(ok, 0)).not.toThrow();
    const tooDeep = '['.repeat(MAX_JSON_NESTING + 1) + ']'.repeat(MAX_JSON_NESTING + 1);
    expect(() => read(tooDeep, 0)).toThrow(/nested deeper than 256 levels at byte 256/);
  });

  it('reports the byte offset of a syntax error', () => {
    expect(() => read('{"a": [1, 2,, 3]}')).toThrow(/at byte 12/);
  });

  it('agrees with JSON.parse on random mutations of a document', () => {
    const base = JSON.stringify({ type: 'doc', content: [{ type: 'p', attrs: { n: 1.5, ok: true }, text: 'a"b\\c' }] });
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = '{}[]",:\\ 0-1eE.tfnul\u0001x';
    for (let i = 0; i < 2000; i++) {
      const at = Math.floor(random() * base.length);
      const ch = alphabet[Math.floor(random() * alphabet.length)];
      const text = random() < 0.5 ? base.slice(0, at) + ch + base.slice(at) : base.slice(0, at) + base.slice(at + 1);
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        expect(() => read(text, 0), text).toThrow(JsonBytesError);
        continue;
      }
      expect(read(text), text).toEqual(expected);
    }
  });
});
