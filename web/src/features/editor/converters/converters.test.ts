import { describe, expect, it } from 'vitest';
import { collectFootnotes } from './footnotes';
import { fromDocx } from './fromDocx';
import { fromMarkdown } from './fromMarkdown';
import type { PmNode } from './pmJson';
import { SAMPLE_DOC } from './sampleDoc.test-fixture';
import { toDocx } from './toDocx';
import { toHtmlBody } from './toHtml';
import { toLatexBody } from './toLatex';
import { toMarkdown } from './toMarkdown';

const types = (doc: PmNode) => (doc.content ?? []).map((node) => node.type);
const json = (doc: PmNode) => JSON.stringify(doc);

describe('toLatexBody', () => {
  it('writes sections, math, footnotes and citations', () => {
    const latex = toLatexBody(SAMPLE_DOC);
    expect(latex).toContain('\\section{Introduction}');
    expect(latex).toContain('\\subsection{Method}');
    expect(latex).toContain(
      'Energy is $E=mc^2$\\textbf{ as shown}\\footnote{Einstein, 1905.} before \\cite{einstein1905,bohr1913}.',
    );
    expect(latex).toContain('\\[\n\\int_0^1 x\\,dx\n\\]');
    expect(latex).toContain('\\begin{itemize}\n  \\item first point\n  \\item second point\n\\end{itemize}');
    expect(latex).toContain(
      '\\begin{tabular}{|l|l|}\n\\hline\nName & Value \\\\\n\\hline\nalpha & 0.05 \\\\\n\\hline\n\\end{tabular}',
    );
  });

  it('escapes special characters in text', () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '50% of $x_1 & {y}' }] }],
    };
    expect(toLatexBody(doc)).toContain('50\\% of \\$x\\_1 \\& \\{y\\}');
  });
});

describe('Markdown', () => {
  it('writes math, footnotes, citations and GFM tables', () => {
    const markdown = toMarkdown(SAMPLE_DOC);
    expect(markdown).toContain('# Introduction');
    expect(markdown).toContain('Energy is $E=mc^2$** as shown**[^1] before [@einstein1905; @bohr1913].');
    expect(markdown).toContain('| Name | Value |\n| --- | --- |\n| alpha | 0.05 |');
    expect(markdown).toContain('[^1]: Einstein, 1905.');
  });

  it('round-trips through import', () => {
    const back = fromMarkdown(toMarkdown(SAMPLE_DOC));
    expect(types(back)).toEqual(types(SAMPLE_DOC));
    expect(json(back)).toContain('"latex":"E=mc^2"');
    expect(json(back)).toContain('"bibkeys":["einstein1905","bohr1913"]');
    expect(collectFootnotes(back)).toEqual(['Einstein, 1905.']);
  });
});

describe('DOCX', () => {
  it('keeps headings, lists and tables through export and import', async () => {
    const back = await fromDocx(await (await toDocx(SAMPLE_DOC, 'Sample', null)).arrayBuffer());
    const kinds = types(back);
    expect(kinds).toContain('heading');
    expect(kinds).toContain('bulletList');
    expect(kinds).toContain('orderedList');
    expect(kinds).toContain('table');
    expect(json(back)).toContain('Introduction');
    expect(json(back)).toContain('second point');
    expect(json(back)).toContain('0.05');
  });
});

describe('toHtmlBody', () => {
  it('renders math with KaTeX and keeps the citation label', () => {
    const html = toHtmlBody(SAMPLE_DOC);
    expect(html).toContain('class="katex');
    expect(html).toContain('[einstein1905; bohr1913]');
    expect(html).toContain('<table');
  });
});
