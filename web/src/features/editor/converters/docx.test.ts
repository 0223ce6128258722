import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { NoteCitations } from '../citations/noteCitations';
import { fromDocx } from './fromDocx';
import { mathmlOf } from './omml/formulaMathml.test-fixture';
import { plainText, type PmNode } from './pmJson';
import { toDocx } from './toDocx';

const text = (value: string): PmNode => ({ type: 'text', text: value });
const inline = (latex: string): PmNode => ({ type: 'mathInline', attrs: { latex } });
const doc = (...content: PmNode[]): PmNode => ({ type: 'doc', content });
const para = (...content: PmNode[]): PmNode => ({ type: 'paragraph', content });

const bytesOf = async (blob: Blob) => blob.arrayBuffer();
const documentXml = async (blob: Blob) =>
  strFromU8(unzipSync(new Uint8Array(await bytesOf(blob)))['word/document.xml']!);
const roundTrip = async (source: PmNode, citations: NoteCitations | null = null) =>
  fromDocx(await bytesOf(await toDocx(source, 'Test', citations)));

function mathNodes(node: PmNode): PmNode[] {
  const own = node.type === 'mathInline' || node.type === 'mathBlock' ? [node] : [];
  return [...own, ...(node.content ?? []).flatMap(mathNodes)];
}

const citations = (...texts: string[]): NoteCitations => ({
  style: 'ieee',
  isNumeric: true,
  bibtex: '',
  bibliography: texts.map((entry, index) => ({ bibkey: `k${index}`, text: entry, html: entry, isMissing: false })),
});

const INLINE = [
  '\\frac{a+b}{c}',
  'x_i^2 + y_{j}^{3}',
  '\\sqrt{x^2+1}',
  '\\alpha\\beta + \\Gamma',
  '\\sum_{i=1}^{n} i^2',
];
const DISPLAY = '\\int_0^1 f(x)\\,dx = \\frac{\\pi}{2}';

describe('DOCX formulas', () => {
  const source = doc(
    para(text('Energy '), ...INLINE.flatMap((latex) => [inline(latex), text(' and ')]), text('done.')),
    { type: 'mathBlock', attrs: { latex: DISPLAY } },
  );

  it('are Word equations: m:oMath inline, m:oMathPara on their own line', async () => {
    const xml = await documentXml(await toDocx(source, 'Test', null));
    expect(xml.match(/<m:oMath>/g)).toHaveLength(INLINE.length + 1);
    expect(xml.match(/<m:oMathPara>/g)).toHaveLength(1);
    expect(xml).toContain('<m:f><m:num>');
    expect(xml).not.toContain('\\frac');
  });

  it('come back as math nodes with the same formulas', async () => {
    const back = await roundTrip(source);
    const maths = mathNodes(back);
    expect(maths.map((node) => node.type)).toEqual([...INLINE.map(() => 'mathInline'), 'mathBlock']);
    [...INLINE, DISPLAY].forEach((latex, index) => {
      expect(mathmlOf(String(maths[index]?.attrs?.latex))).toBe(mathmlOf(latex));
    });
    expect(plainText(back)).toContain('Energy  and');
    expect(plainText(back)).toContain('done.');
  });

  it('keep LaTeX that KaTeX cannot parse as red text, which survives import', async () => {
    const broken = doc(para(text('See '), inline('\\frac{a'), text('.')));
    const xml = await documentXml(await toDocx(broken, 'Test', null));
    expect(xml).toContain('<w:color w:val="C00000"/>');
    expect(plainText(await roundTrip(broken))).toBe('See $\\frac{a$.');
  });
});

describe('DOCX citations', () => {
  const cite = (label: string | null, ...bibkeys: string[]): PmNode => ({
    type: 'citation',
    attrs: { bibkeys, label },
  });

  it('writes the rendered label, or the keys of a citation not yet rendered', async () => {
    const back = await roundTrip(doc(para(text('As shown '), cite('[1]', 'a'), text(' and '), cite(null, 'b', 'c'))));
    expect(plainText(back)).toBe('As shown [1] and [b; c]');
  });

  it('ends with the bibliography, each entry once as the style wrote it', async () => {
    const refs = citations('[1] A. Author, “Title,” 2020.', '[2] B. Author, “Other,” 2021.');
    const back = await roundTrip(doc(para(text('Body '), cite('[1]', 'k0'))), refs);
    const blocks = (back.content ?? []).map((node) => [node.type, plainText(node)]);
    expect(blocks.slice(-3)).toEqual([
      ['heading', 'References'],
      ['paragraph', '[1] A. Author, “Title,” 2020.'],
      ['paragraph', '[2] B. Author, “Other,” 2021.'],
    ]);
  });

  it('heads the bibliography 参考文献 in a Chinese document', async () => {
    const back = await roundTrip(doc(para(text('正文'))), citations('[1] 张三. 题名[J]. 2020.'));
    expect((back.content ?? []).map(plainText)).toContain('参考文献');
  });

  it('has no bibliography without entries', async () => {
    const back = await roundTrip(doc(para(text('Body'))), citations());
    expect((back.content ?? []).map(plainText)).toEqual(['Body']);
  });
});
