import { describe, expect, it } from 'vitest';
import { bodyWithoutReferences, flagLead, reviewHtml } from './reviewHtml';

describe('reviewHtml', () => {
  it('renders headings and paragraphs', () => {
    const html = reviewHtml('## Background\n\nDeep models improve recall [1].', []);
    expect(html).toContain('<h2>Background</h2>');
    expect(html).toContain('<p>Deep models improve recall [1].</p>');
  });

  it('never lets the text carry HTML, scripts or links', () => {
    const html = reviewHtml('Hi <img src=x onerror="alert(1)"> [go](javascript:alert(1)) ![p](http://x/y.png)', []);
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelectorAll('img, a, script, [onerror]')).toHaveLength(0);
    expect(root.textContent).toContain('<img src=x');
    expect(html).toContain('go');
  });

  it('marks a flagged sentence by its words before the citation', () => {
    const html = reviewHtml('Graph models dominate the field [2]. Others disagree (Lee, 2020).', [
      'Graph models dominate the field [@smith2019].',
    ]);
    expect(html).toContain('<mark class="review-flag">Graph models dominate the field</mark> [2].');
  });

  it('leaves a flag whose lead is too short to place unmarked', () => {
    expect(reviewHtml('It works [1].', ['It works [@a].'])).not.toContain('<mark');
  });
});

describe('bodyWithoutReferences', () => {
  it('cuts the appended reference list in either language', () => {
    expect(bodyWithoutReferences('Text [1].\n\n## References\n\n[1] A.\n')).toBe('Text [1].');
    expect(bodyWithoutReferences('正文[1]。\n\n## 参考文献\n\n[1] 甲.\n')).toBe('正文[1]。');
    expect(bodyWithoutReferences('No list yet.')).toBe('No list yet.');
  });

  it('reads the lead of a sentence', () => {
    expect(flagLead('A claim here [@k1; @k2] and more.')).toBe('A claim here');
  });
});
