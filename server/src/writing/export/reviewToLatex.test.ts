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

  it('cites a work with its page as \\cite[p.~4]{key}', () => {
    expect(reviewToLatex('Shown [@a, p. 4; @b].', 'x.bib', 't')).toContain('Shown \\cite[p.~4]{a}, \\cite{b}.');
  });

  it('loads ctex, with Chinese headings only for a Chinese review', () => {
    expect(reviewToLatex('综述', 'x.bib', '题目', true)).toContain('\\usepackage[UTF8]{ctex}');
    expect(reviewToLatex('Review', 'x.bib', 't')).toContain('\\usepackage[UTF8, scheme=plain]{ctex}');
  });
});
