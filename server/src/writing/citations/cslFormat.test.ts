import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { formatWithCsl } from './cslFormat.js';
import { emptyPaper } from '../../literature/paper.js';

const paper: PaperDto = {
  ...emptyPaper('Attention is all you need'),
  bibkey: 'vaswani2017attention',
  authors: [
    { given: 'Ashish', family: 'Vaswani' },
    { given: 'Noam', family: 'Shazeer' },
  ],
  year: 2017,
  venue: 'Advances in Neural Information Processing Systems',
  language: 'en',
};

describe('formatWithCsl', () => {
  it.each(['apa', 'ieee', 'mla', 'chicago', 'gbt7714'] as const)('formats an entry in %s', (style) => {
    const text = formatWithCsl([paper], style).get(paper.bibkey)?.toLowerCase();
    expect(text).toContain('vaswani');
    expect(text).toContain('attention is all you need');
  });
});
