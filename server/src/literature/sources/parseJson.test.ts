import { describe, expect, it } from 'vitest';
import { parseJson } from './parseJson.js';
import { SourceError } from './sourceError.js';

describe('parseJson', () => {
  it('cleans NUL and lone surrogates out of a source record', () => {
    const body = String.raw`{"title":"a\u0000b","abstract":"x \ud800 y","ok":"😀 \ud83d\ude00"}`;
    expect(parseJson('openalex', body)).toEqual({ title: 'ab', abstract: 'x \ufffd y', ok: '😀 😀' });
  });

  it('refuses a body that is not JSON', () => {
    expect(() => parseJson('openalex', '<html>')).toThrow(SourceError);
  });
});
