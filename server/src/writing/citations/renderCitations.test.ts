import { describe, expect, it } from 'vitest';
import type { CitablePaper } from './paperIndex.js';
import { citationOrder, compressNumbers, renderCitations } from './renderCitations.js';

const papers = new Map<string, CitablePaper>([
  ['a', { bibkey: 'a', title: 'A', authors: [{ family: 'Smith' }], year: 2020 }],
  ['b', { bibkey: 'b', title: 'B', authors: [{ family: 'Lee' }, { family: 'Park' }], year: 2019 }],
  ['c', { bibkey: 'c', title: 'C', authors: [{ family: 'Wu' }, { family: 'Li' }, { family: 'Ma' }], year: null }],
  ['d', { bibkey: 'd', title: 'D', authors: [{ name: '张三' }], year: 2021 }],
]);
const text = 'First [@b]. Then [@a; @b; @c]. 中文 [@d].';
const numbering = new Map(citationOrder([text]).map((k, i) => [k, i + 1]));

describe('citation rendering', () => {
  it('numbers keys in order of first citation across texts', () => {
    expect(citationOrder(['x [@b]', 'y [@a; @b] z [@c]'])).toEqual(['b', 'a', 'c']);
  });

  it('compresses runs of three or more numbers', () => {
    expect(compressNumbers([5, 1, 2, 3, 7, 8])).toBe('1-3, 5, 7, 8');
  });

  it('writes numeric styles as bracketed numbers', () => {
    expect(renderCitations(text, 'ieee', papers, numbering)).toBe('First [1]. Then [1-3]. 中文 [4].');
    expect(renderCitations(text, 'gbt7714', papers, numbering)).toBe('First [1]. Then [1-3]. 中文 [4].');
  });

  it('writes author-date styles with their own conjunctions, et al. and year forms', () => {
    expect(renderCitations(text, 'apa', papers, numbering)).toBe(
      'First (Lee & Park, 2019). Then (Smith, 2020; Lee & Park, 2019; Wu et al., n.d.). 中文 (张三, 2021).',
    );
    expect(renderCitations('[@c]', 'chicago', papers, numbering)).toBe('(Wu, Li, and Ma n.d.)');
    expect(renderCitations('[@b]', 'mla', papers, numbering)).toBe('(Lee and Park)');
  });

  it('keeps a page beside its work, in numeric and author-date styles', () => {
    expect(renderCitations('X [@a, p. 12].', 'ieee', papers, numbering)).toBe('X [2, p. 12].');
    expect(renderCitations('X [@a, pp. 3-4; @b].', 'ieee', papers, numbering)).toBe('X [2, pp. 3-4; 1].');
    expect(renderCitations('X [@a, p. 12; @b].', 'apa', papers, numbering)).toBe(
      'X (Smith, 2020, p. 12; Lee & Park, 2019).',
    );
  });
});
