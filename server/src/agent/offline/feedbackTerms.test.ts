import { describe, expect, it } from 'vitest';
import { emptyPaper } from '../../literature/paper.js';
import { feedbackTerms } from './feedbackTerms.js';

const hit = (i: number, abstract: string) => ({
  paper: { ...emptyPaper(`Paper ${i}`), bibkey: `p${i}`, abstract },
  score: 100 - i,
});

describe('feedbackTerms', () => {
  // Top 10 hits share "lattice" and the field word "corpus"; the other 40 hits also say "corpus".
  const hits = [
    ...Array.from({ length: 10 }, (_, i) => hit(i, 'Lattice decoding over a corpus with parsing.')),
    ...Array.from({ length: 40 }, (_, i) => hit(10 + i, 'A corpus of speech with parsing.')),
  ];

  it('prefers words that set the top hits apart over words every hit uses', () => {
    const terms = feedbackTerms(hits, new Set(), { docs: 10, background: 50, terms: 3, minDocShare: 0.3 });
    expect(terms.slice(0, 2).sort()).toEqual(['decoding', 'lattice']);
    expect(terms.slice(0, 2)).not.toContain('corpus');
  });

  it('skips the query terms, generic research words and words of one paper only', () => {
    const few = [hit(0, 'We propose a lattice method.'), hit(1, 'Our lattice decoder.'), hit(2, 'Rare beam.')];
    const terms = feedbackTerms(few, new Set(['decod']), { docs: 10, background: 10, terms: 5, minDocShare: 0.3 });
    expect(terms).toEqual(['lattice']);
  });

  it('returns nothing without hits', () => {
    expect(feedbackTerms([], new Set())).toEqual([]);
  });
});
