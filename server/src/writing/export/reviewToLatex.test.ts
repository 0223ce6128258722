import { describe, expect, it } from 'vitest';
import { reviewToLatex } from './reviewToLatex.js';

describe('reviewToLatex', () => {
  it('turns headings into sections and key citations into \\cite, escaping specials', () => {
    const tex = reviewToLatex(
      '## Models & data\n\nWorks **well** [@a2020; @b_2021]. Costs 5% [@c].',
      'review.bib',
      'T & U',
    );
    expect(tex).toContain('\\title{T \\& U}');
    expect(tex).toContain('\\section{Models \\& data}');
    expect(tex).toContain('Works \\textbf{well} \\cite{a2020,b_2021}. Costs 5\\% \\cite{c}.');
    expect(tex).toContain('\\bibliography{review}');
  });

  it('maps subsection headings', () => {
    expect(reviewToLatex('### Detail', 'x.bib', 't')).toContain('\\subsection{Detail}');
  });
});
