import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { NoteCitations } from '../citations/noteCitations';
import { editorExtensions } from '../extensions/editorExtensions';
import { fromLatex } from './fromLatex';
import { MIXED_CITATIONS, MIXED_DOC } from './latexProject.test-fixture';
import { toLatexProject } from './latexProject';
import type { PmNode } from './pmJson';
import { SAMPLE_DOC } from './sampleDoc.test-fixture';
import { toLatexBody } from './toLatex';

const text = (value: string, ...marks: PmNode['marks'] & object): PmNode => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 ? { marks } : {}),
});
const para = (...content: PmNode[]): PmNode => ({ type: 'paragraph', content });
const bold = { type: 'bold' };
const italic = { type: 'italic' };
const doc = (...content: PmNode[]): PmNode => ({ type: 'doc', content });

/** Throws when the document does not fit the editor's schema. */
const checkSchema = (json: PmNode) => Node.fromJSON(getSchema(editorExtensions()), json).check();

async function exportedTex(source: PmNode, citations: NoteCitations): Promise<string> {
  return strFromU8(unzipSync(await toLatexProject(source, 'Title', citations))['main.tex']!);
}

describe('fromLatex', () => {
  it('reads Inkstone’s own LaTeX export back to the same document', async () => {
    const citations: NoteCitations = {
      style: 'ieee',
      isNumeric: true,
      bibliography: ['einstein1905', 'bohr1913'].map((bibkey, index) => ({
        bibkey,
        text: `[${index + 1}] ${bibkey}`,
        html: '',
        isMissing: false,
      })),
      bibtex: '',
    };
    // The reader gives every citation its locators ('' for none), as the editor stores them.
    const expected = JSON.parse(
      JSON.stringify(SAMPLE_DOC).replace('"label":null', '"locators":["",""],"label":null'),
    ) as PmNode;
    const back = fromLatex(await exportedTex(SAMPLE_DOC, citations));
    expect(back).toEqual(expected);
    checkSchema(back);
  });

  it('keeps Chinese text, locators, escaped characters and links through export and import', async () => {
    const back = fromLatex(await exportedTex(MIXED_DOC, MIXED_CITATIONS));
    checkSchema(back);
    const json = JSON.stringify(back);
    expect(back.content?.[1]).toEqual(
      para(
        text('深度学习在中文分词中的应用日益广泛'),
        { type: 'citation', attrs: { bibkeys: ['zhang2020'], locators: ['p. 12'], label: null } },
        text('，本文讨论其效果。'),
        { type: 'footnote', attrs: { text: '数据来自公开语料 (50% 抽样)。' } },
      ),
    );
    expect(json).toContain(
      '{"type":"text","text":"the data_set","marks":[{"type":"link","attrs":{"href":"https://example.org/a%20b#sec_1"}}]}',
    );
    expect(json).toContain('"text":"准确率 & recall"');
    expect(json).toContain('"latex":"\\\\sum_{i=1}^{n} x_i^2"');
    expect(json).not.toContain('参考文献');
  });

  it('reads back quotes, code, rules, line breaks, styles and titles with footnotes as exported', () => {
    const source = doc(
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [text('Title '), { type: 'footnote', attrs: { text: 'On a title.' } }],
      },
      para(
        text('a', { type: 'italic' }),
        text('b', { type: 'underline' }),
        text('c_1', { type: 'code' }),
        text('2', { type: 'superscript' }),
        text('x', { type: 'subscript' }),
        { type: 'hardBreak' },
        text('[not an option] ~^\\'),
      ),
      { type: 'blockquote', content: [para(text('Quoted'))] },
      { type: 'codeBlock', attrs: { language: null }, content: [text('if (a % 2) {\n  b();\n}')] },
      { type: 'horizontalRule' },
      { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('[1] first'))] }] },
    );
    const back = fromLatex(toLatexBody(source));
    expect(back).toEqual(source);
    checkSchema(back);
  });

  it('reads a paper written by hand', () => {
    const source = String.raw`\documentclass{article}
\usepackage{amsmath} % not part of the text
\title{Ignored}
\begin{document}
\maketitle
\section*{Intro\-duction}\label{sec:intro}
Plain text with \textbf{bold \emph{and italic}} words, 50\% of it % a comment
continued on the next line, and {\itshape a declaration} ending here.
中文句子跨行
继续，see \citep[see][p.~5]{smith2020, lee2019} and \parencite{wang2021}.

Math \(a^2\) and $b_1$, then
\begin{align*}
  x &= 1 \label{eq:x}\\
  y &= 2
\end{align*}
\begin{itemize}
  \item First \footnote{A \emph{note}.}
  \item Second
  \begin{enumerate}\item Nested\end{enumerate}
\end{itemize}
\begin{quote}Quoted \href{https://ex.org/?q=1\#top}{link} and \url{https://a.org/x_y}.\end{quote}
\begin{verbatim}
100% code {here}
\end{verbatim}
\begin{table}[h]\centering
\begin{tabular}{lr}\toprule
\multicolumn{2}{c}{Head} \\ \midrule
a \& b & \textcolor{red}{1} \\[2pt]
c & 2 \\ \bottomrule
\end{tabular}
\caption{A table}
\end{table}
\begin{thebibliography}{9}\bibitem{smith2020} Smith.\end{thebibliography}
\end{document}`;
    const back = fromLatex(source);
    checkSchema(back);
    const cell = (type: string, value: string, attrs?: Record<string, unknown>): PmNode => ({
      type,
      ...(attrs ? { attrs } : {}),
      content: [para(text(value))],
    });
    expect(back).toEqual(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Introduction')] },
        para(
          text('Plain text with '),
          text('bold ', bold),
          text('and italic', bold, italic),
          text(' words, 50% of it continued on the next line, and '),
          text('a declaration', italic),
          text(' ending here. 中文句子跨行继续，see '),
          { type: 'citation', attrs: { bibkeys: ['smith2020', 'lee2019'], locators: ['', 'p. 5'], label: null } },
          text(' and '),
          { type: 'citation', attrs: { bibkeys: ['wang2021'], locators: [''], label: null } },
          text('.'),
        ),
        para(
          text('Math '),
          { type: 'mathInline', attrs: { latex: 'a^2' } },
          text(' and '),
          { type: 'mathInline', attrs: { latex: 'b_1' } },
          text(', then'),
        ),
        { type: 'mathBlock', attrs: { latex: '\\begin{aligned}\n  x &= 1 \\\\\n  y &= 2\n\\end{aligned}' } },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [para(text('First '), { type: 'footnote', attrs: { text: 'A note.' } })] },
            {
              type: 'listItem',
              content: [
                para(text('Second')),
                {
                  type: 'orderedList',
                  attrs: { start: 1 },
                  content: [{ type: 'listItem', content: [para(text('Nested'))] }],
                },
              ],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            para(
              text('Quoted '),
              text('link', { type: 'link', attrs: { href: 'https://ex.org/?q=1#top' } }),
              text(' and '),
              text('https://a.org/x_y', { type: 'link', attrs: { href: 'https://a.org/x_y' } }),
              text('.'),
            ),
          ],
        },
        { type: 'codeBlock', attrs: { language: null }, content: [text('100% code {here}')] },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Head', { colspan: 2 })] },
            { type: 'tableRow', content: [cell('tableCell', 'a & b'), cell('tableCell', '1')] },
            { type: 'tableRow', content: [cell('tableCell', 'c'), cell('tableCell', '2')] },
          ],
        },
        para(text('A table')),
      ),
    );
  });

  it('reads a fragment without a preamble, and accents and dashes as text', () => {
    expect(fromLatex("Erd\\H{o}s and G\\\"odel, pages 3--5 --- ``quoted''")).toEqual(
      doc(para(text('Erdős and Gödel, pages 3–5 — “quoted”'))),
    );
    expect(fromLatex('')).toEqual(doc({ type: 'paragraph' }));
  });
});
