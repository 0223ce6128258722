import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { formatWithCsl } from './cslFormat.js';

const paper: PaperDto = {
  bibkey: 'vaswani2017attention',
  title: 'Attention is all you need',
  authors: [
    { given: 'Ashish', family: 'Vaswani' },
    { given: 'Noam', family: 'Shazeer' },
  ],
  year: 2017,
  venue: 'Advances in Neural Information Processing Systems',
  abstract: null,
  doi: null,
  arxivId: null,
  pmid: null,
  openalexId: null,
  s2Id: null,
  url: null,
  pdfUrl: null,
  citationCount: null,
  language: 'en',
  keywords: [],
  sources: [],
};

describe('formatWithCsl', () => {
  it.each(['apa', 'ieee', 'mla', 'chicago', 'gbt7714'] as const)('formats an entry in %s', (style) => {
    const text = formatWithCsl([paper], style).get(paper.bibkey)?.toLowerCase();
    expect(text).toContain('vaswani');
    expect(text).toContain('attention is all you need');
  });
});
