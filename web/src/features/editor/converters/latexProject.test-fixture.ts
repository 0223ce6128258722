import type { NoteCitations } from '../citations/noteCitations';
import type { PmNode } from './pmJson';

const text = (value: string, marks?: PmNode['marks']): PmNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const para = (...content: PmNode[]): PmNode => ({ type: 'paragraph', content });
const cell = (type: string, value: string): PmNode => ({ type, content: [para(text(value))] });

/** An 8×8 red PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=';

/** A Chinese paper with English passages: every construct the LaTeX project must compile. */
export const MIXED_DOC: PmNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('引言 Introduction')] },
    para(
      text('深度学习在中文分词中的应用日益广泛'),
      { type: 'citation', attrs: { bibkeys: ['zhang2020'], locators: ['p. 12'], label: '[1, p. 12]' } },
      text('，本文讨论其效果。'),
      { type: 'footnote', attrs: { text: '数据来自公开语料 (50% 抽样)。' } },
    ),
    para(
      text('Deep learning '),
      { type: 'citation', attrs: { bibkeys: ['lecun2015'], locators: [''], label: '[2]' } },
      text(' reaches 95% accuracy when '),
      { type: 'mathInline', attrs: { latex: '\\alpha + \\beta = \\gamma' } },
      text(', see '),
      text('the data_set', [{ type: 'link', attrs: { href: 'https://example.org/a%20b#sec_1' } }]),
      text('.'),
    ),
    { type: 'mathBlock', attrs: { latex: '\\sum_{i=1}^{n} x_i^2' } },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', '指标'), cell('tableHeader', 'Value')] },
        { type: 'tableRow', content: [cell('tableCell', '准确率 & recall'), cell('tableCell', '95%')] },
      ],
    },
    { type: 'image', attrs: { src: `data:image/png;base64,${PNG_BASE64}`, alt: '示意图' } },
    { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('[1] 第一点 first point'))] }] },
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [text('方法 Method'), { type: 'footnote', attrs: { text: 'A footnote on a title.' } }],
    },
    para({ type: 'hardBreak' }, text('After a break'), { type: 'hardBreak' }, text('[not an option] ~^\\ _&#$%{}')),
    { type: 'blockquote', content: [para(text('引用 Quoted text.'))] },
    { type: 'codeBlock', attrs: { language: null }, content: [text('if (a % 2) { b(); } // 注释')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: 'https://example.org/missing.png' } },
  ],
};

/** The two cited references as Inkstone renders them in GB/T 7714 (numeric). */
export const MIXED_CITATIONS: NoteCitations = {
  style: 'gb-t-7714-2015-numeric',
  isNumeric: true,
  bibliography: [
    {
      bibkey: 'zhang2020',
      text: '[1] 张三, 李四. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
      html: '',
      isMissing: false,
    },
    {
      bibkey: 'lecun2015',
      text: '[2] LECUN Y, BENGIO Y, HINTON G. Deep learning[J/OL]. Nature, 2015, 521(7553): 436-444. DOI:10.1038/nature14539. https://doi.org/10.1038/nature14539.',
      html: '',
      isMissing: false,
    },
  ],
  bibtex: '@article{zhang2020,\n  title = {基于深度学习的中文分词研究},\n  year = {2020}\n}\n',
};
