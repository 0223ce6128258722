import { describe, expect, it } from 'vitest';
import { defaultSearchOptions, searchRequestOf } from './searchForm';

describe('searchRequestOf', () => {
  it('sends the topic with the defaults, all sources meaning no source filter', () => {
    expect(searchRequestOf('  神经机器翻译  ', defaultSearchOptions, 'cn')).toEqual({
      request: { topic: '神经机器翻译', language: 'cn', maxPapers: 50 },
      error: null,
    });
  });

  it('passes years, fewer sources and the paper limit', () => {
    const options = { yearFrom: '2018', yearTo: '2024', maxPapers: '20', sources: ['local' as const] };
    expect(searchRequestOf('graph neural networks', options, 'en').request).toEqual({
      topic: 'graph neural networks',
      language: 'en',
      maxPapers: 20,
      yearFrom: 2018,
      yearTo: 2024,
      sources: ['local'],
    });
  });

  it('names the field that is wrong', () => {
    expect(searchRequestOf('x', defaultSearchOptions, 'en').error).toMatch(/^topic: /);
    expect(searchRequestOf('topic', { ...defaultSearchOptions, maxPapers: '1' }, 'en').error).toMatch(/^maxPapers: /);
    expect(searchRequestOf('topic', { ...defaultSearchOptions, yearFrom: '2024', yearTo: '2020' }, 'en').error).toBe(
      'yearTo: must not be before yearFrom',
    );
  });
});
