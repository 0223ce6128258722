import { describe, expect, it } from 'vitest';
import { cleanStrings, cleanText } from './cleanText.js';

describe('cleanText', () => {
  it('drops NUL characters', () => {
    expect(cleanText('a\u0000b\u0000')).toBe('ab');
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(cleanText('abc \ud800 def')).toBe('abc \ufffd def');
    expect(cleanText('\udc00x')).toBe('\ufffdx');
    expect(cleanText('emoji 😀 and 中文')).toBe('emoji 😀 and 中文');
  });

  it('returns clean text unchanged', () => {
    const text = 'Attention is all you need — 注意力';
    expect(cleanText(text)).toBe(text);
  });
});

describe('cleanStrings', () => {
  it('cleans strings at any depth, in arrays and keys', () => {
    const value = { title: 'a\u0000b', tags: ['x\ud800', { deep: ['\u0000'] }], ['k\u0000']: 1, n: 2, ok: true };
    expect(cleanStrings(value)).toEqual({ title: 'ab', tags: ['x\ufffd', { deep: [''] }], k: 1, n: 2, ok: true });
  });

  it('leaves objects that are not plain data alone', () => {
    const bytes = Buffer.from('a\u0000b');
    const value = { content: bytes, at: new Date(0) };
    expect(cleanStrings(value).content).toBe(bytes);
    expect(cleanStrings(value).at).toEqual(new Date(0));
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}`) as unknown;
    let inner = cleanStrings(deep);
    while (Array.isArray(inner)) inner = inner[0] as unknown;
    expect(inner).toBe('a');
  });

  it('cleans a top-level string', () => {
    expect(cleanStrings('\u0000\ud800')).toBe('\ufffd');
  });
});
