import { describe, expect, it } from 'vitest';
import { PaperDto } from '@inkstone/shared/api/papers';
import { emptyPaper } from '../literature/paper.js';
import { fitPaper } from './fitPaper.js';

describe('fitPaper', () => {
  it('keeps a normal paper as it is', () => {
    const paper = { ...emptyPaper('Attention is all you need'), bibkey: 'vaswani2017attention', year: 2017 };
    expect(fitPaper(paper)).toEqual(paper);
  });

  it('cuts an oversized outside record to what the API schema accepts', () => {
    const huge = {
      ...emptyPaper('T'.repeat(3000)),
      bibkey: 'k',
      authors: Array.from({ length: 800 }, (_, i) => ({ family: `F${i}`, given: 'G' })),
      abstract: 'a'.repeat(30_000),
      keywords: Array.from({ length: 150 }, () => 'k'.repeat(300)),
      sources: Array.from({ length: 60 }, (_, i) => ({ source: 'openalex', id: `W${i}` })),
    };
    const fitted = fitPaper(huge);
    expect(PaperDto.safeParse(huge).success).toBe(false);
    expect(PaperDto.safeParse(fitted).success).toBe(true);
    expect(fitted.authors).toHaveLength(500);
  });

  it('trims a record without a citation key (an import) and gives it none', () => {
    const fitted = fitPaper({ ...emptyPaper('t'), doi: '10.1/' + 'x'.repeat(400), year: 20201 });
    expect('bibkey' in fitted).toBe(false);
    expect(fitted.doi).toHaveLength(300);
    expect(fitted.year).toBeNull();
  });
});
