import { describe, expect, it } from 'vitest';
import { idPath, sourceUrl } from './sourceUrl.js';

describe('idPath', () => {
  it('keeps an identifier inside its path: no query, fragment or other host', () => {
    const url = sourceUrl('https://api.example.org/v1', `/works/${idPath('10.1/x?rows=1000#top')}`);
    expect(url.href).toBe('https://api.example.org/v1/works/10.1%2Fx%3Frows%3D1000%23top');
    expect(sourceUrl('https://api.example.org', `/paper/${idPath('@evil.example')}`).host).toBe('api.example.org');
  });

  it('keeps slashes only when asked, and then refuses dot segments that would climb out', () => {
    expect(idPath('10.1371/journal.pone.0033693', { keepSlashes: true })).toBe('10.1371/journal.pone.0033693');
    for (const id of ['10.1/../../members', '10.1/./x', '10.1/x/..', '10.1//x'])
      expect(() => idPath(id, { keepSlashes: true }), id).toThrow(RangeError);
    for (const id of ['..', '.', '']) expect(() => idPath(id), JSON.stringify(id)).toThrow(RangeError);
    // Percent-encoded dots are dot segments to the URL parser too; encoding their % keeps them inert.
    expect(idPath('10.1/%2e%2e', { keepSlashes: true })).toBe('10.1/%252e%252e');
  });
});
