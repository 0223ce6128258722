import { describe, expect, it } from 'vitest';
import type { NoteCitations } from '../citations/noteCitations';
import { mergeDocs } from '../sync/mergeDocs';
import { docText } from './docText';
import { fromHtmlFile } from './fromHtml';
import { fromMarkdown } from './fromMarkdown';
import type { PmNode } from './pmJson';
import { toHtml } from './toHtml';
import { toMarkdown } from './toMarkdown';

const cite = (bibkeys: string[], locators: string[], label: string | null) => ({
  type: 'citation',
  attrs: { bibkeys, locators, label },
});
const DOC: PmNode = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '深度学习 changed vision ' },
        cite(['lecun2015', 'he2016'], ['p. 437', ''], '[1-2]'),
        { type: 'text', text: '.' },
      ],
    },
  ],
};
const CITATIONS: NoteCitations = {
  style: 'gb-t-7714-2025-numeric',
  isNumeric: true,
  bibliography: [
    {
      bibkey: 'lecun2015',
      text: '[1] LECUN Y, BENGIO Y, HINTON G. Deep learning[J]. Nature, 2015.',
      html: '',
      isMissing: false,
    },
    { bibkey: 'he2016', text: '[2] HE K <et al>. Deep residual learning[C]. 2016.', html: '', isMissing: true },
  ],
  bibtex: '@article{lecun2015,}',
};
const citations = (doc: PmNode): PmNode[] =>
  doc.type === 'citation' ? [doc] : (doc.content ?? []).flatMap((child) => citations(child));

describe('Markdown citations', () => {
  it('writes Pandoc citations with locators and names the bibliography file in the front matter', () => {
    const markdown = toMarkdown(DOC, 'refs.bib');
    expect(markdown.startsWith('---\nbibliography: refs.bib\n---\n')).toBe(true);
    expect(markdown).toContain('[@lecun2015, p. 437; @he2016]');
  });

  it('reads them back, locators included, and leaves e-mail addresses in brackets alone', () => {
    const [citation] = citations(fromMarkdown(toMarkdown(DOC, 'refs.bib')));
    expect(citation!.attrs).toMatchObject({ bibkeys: ['lecun2015', 'he2016'], locators: ['p. 437', ''] });
    const back = fromMarkdown('See [see @doe99, pp. 33-35; also @smith04, chap. 1] or [mail ann@example.org].');
    expect(citations(back).map((node) => node.attrs)).toEqual([
      { bibkeys: ['doe99', 'smith04'], locators: ['pp. 33-35', 'chap. 1'], label: null },
    ]);
    expect(docText(back)).toContain('[mail ann@example.org]');
  });
});

describe('HTML export and import', () => {
  it("writes rendered citations and the bibliography, escaped, under a heading in the text's language", () => {
    const html = toHtml(DOC, 'Survey', [], CITATIONS);
    expect(html).toContain('[1-2]');
    expect(html).toContain('<h2>参考文献</h2>');
    expect(html).toContain('[2] HE K &lt;et al&gt;. Deep residual learning[C]. 2016.');
  });

  it('imports the exported file without its title heading or generated bibliography, citations kept', () => {
    const back = fromHtmlFile(toHtml(DOC, 'Survey', [], CITATIONS));
    const text = JSON.stringify(back);
    expect(text).not.toContain('Survey');
    expect(text).not.toContain('Deep residual learning');
    expect(citations(back)[0]!.attrs).toMatchObject({ bibkeys: ['lecun2015', 'he2016'], locators: ['p. 437', ''] });
  });
});

describe('mergeDocs', () => {
  it("keeps the user's citation style and both sides' reference copies", () => {
    const mine = { type: 'doc' as const, attrs: { citationStyle: 'apa', references: [{ bibkey: 'a' }] }, content: [] };
    const theirs = {
      type: 'doc' as const,
      attrs: { citationStyle: 'ieee', references: [{ bibkey: 'b' }] },
      content: [],
    };
    const merged = mergeDocs(mine, theirs, { mine: 'Mine', theirs: 'Theirs' });
    expect(merged.attrs).toEqual({ citationStyle: 'apa', references: [{ bibkey: 'b' }, { bibkey: 'a' }] });
  });
});
