import { describe, expect, it } from 'vitest';
import { normalizeArxivId, normalizeDoi } from './identifiers.js';

describe('normalizeDoi', () => {
  it('strips resolver prefixes and lowercases', () => {
    expect(normalizeDoi('https://doi.org/10.18653/V1/2020.ACL-MAIN.1')).toBe('10.18653/v1/2020.acl-main.1');
    expect(normalizeDoi('doi:10.1145/3292500.3330701.')).toBe('10.1145/3292500.3330701');
  });

  it('returns null without a DOI', () => {
    expect(normalizeDoi(null)).toBeNull();
    expect(normalizeDoi('not a doi')).toBeNull();
  });
});

describe('normalizeArxivId', () => {
  it('drops prefix and version', () => {
    expect(normalizeArxivId('arXiv:1706.03762v5')).toBe('1706.03762');
    expect(normalizeArxivId('https://arxiv.org/abs/2101.00001')).toBe('2101.00001');
  });

  it('reads old-style ids', () => {
    expect(normalizeArxivId('cs/0112017v1')).toBe('cs/0112017');
  });
});
