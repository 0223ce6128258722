import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { mathmlOf } from './formulaMathml.test-fixture';
import { latexToOmml } from './latexToOmml';
import { SYMBOL_COMMANDS } from './mathSymbols';
import { ommlToLatex } from './ommlToLatex';

const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const parse = (omml: string) =>
  new DOMParser().parseFromString(omml.replace(/^<m:(\w+)/, `<m:$1 xmlns:m="${M}"`), 'application/xml').documentElement;
const roundTrip = (latex: string, display = false) => ommlToLatex(parse(latexToOmml(latex, display) ?? ''));

const FORMULAS = [
  '\\frac{a+b}{c}',
  'x_i^2 + y_{j}',
  '\\sqrt{x^2+1} + \\sqrt[3]{y}',
  '\\alpha + \\beta = \\Gamma \\cdot \\varepsilon',
  '\\sum_{i=1}^{n} i^2',
  '\\int_0^1 x\\,dx',
  '\\left(\\frac{1}{2}\\right)',
  '\\hat{x} \\cdot \\vec{v} + \\overline{AB}',
  '\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}',
  '\\lim_{x\\to 0} \\frac{\\sin x}{x}',
  '\\mathbb{R}^n \\ni \\mathbf{x}',
  '\\text{if } x > 0',
  "f'(x) = \\operatorname{tr} A",
  'f(x) = \\begin{cases} 1 & x>0 \\\\ 0 & \\text{else}\\end{cases}',
  '\\underbrace{a+b}_{n} \\leq \\infty',
];

describe('latexToOmml', () => {
  it("writes Word's own structures", () => {
    const omml = latexToOmml('\\frac{a}{b} + \\sqrt{x} + \\sum_{i=1}^{n} i^2 + \\hat{y}', false) ?? '';
    expect(omml).toMatch(/^<m:oMath><m:f><m:num>.*<\/m:oMath>$/);
    expect(omml).toContain('<m:rad><m:radPr><m:degHide m:val="on"/></m:radPr><m:deg></m:deg>');
    expect(omml).toContain('<m:nary><m:naryPr><m:chr m:val="∑"/><m:limLoc m:val="subSup"/></m:naryPr>');
    expect(omml).toContain('<m:e><m:sSup><m:e><m:r><m:t xml:space="preserve">i</m:t>');
    expect(omml).toContain('<m:acc><m:accPr><m:chr m:val="\u0302"/></m:accPr>');
  });

  it('puts a display formula in an m:oMathPara', () => {
    expect(latexToOmml('x', true)).toBe(
      '<m:oMathPara><m:oMath><m:r><m:t xml:space="preserve">x</m:t></m:r></m:oMath></m:oMathPara>',
    );
  });

  it('gives null for LaTeX KaTeX cannot parse', () => {
    expect(latexToOmml('\\frac{', false)).toBeNull();
  });
});

describe('OMML back to LaTeX', () => {
  it.each(FORMULAS)('%s survives the round trip', (latex) => {
    expect(mathmlOf(roundTrip(latex))).toBe(mathmlOf(latex));
  });

  it('keeps the limits of a display sum', () => {
    expect(roundTrip('\\sum_{k=0}^{\\infty} a_k', true)).toBe('\\sum_{k=0}^{\\infty} a_{k}');
  });

  it('reads the defaults Word leaves out', () => {
    const run = (text: string, style = '') => `<m:r>${style}<m:t>${text}</m:t></m:r>`;
    const upright = '<m:rPr><m:sty m:val="p"/></m:rPr>';
    const read = (inner: string) => ommlToLatex(parse(`<m:oMath>${inner}</m:oMath>`));
    // An m:nary without m:chr is an integral; an m:d without characters is in parentheses, split by |.
    expect(read(`<m:nary><m:sub>${run('0')}</m:sub><m:sup>${run('1')}</m:sup><m:e>${run('x')}</m:e></m:nary>`)).toBe(
      '\\int_{0}^{1} x',
    );
    expect(read(`<m:d><m:e>${run('a')}</m:e><m:e>${run('b')}</m:e></m:d>`)).toBe('\\left(a | b\\right)');
    expect(read(`<m:acc><m:e>${run('x')}</m:e></m:acc><m:bar><m:e>${run('y')}</m:e></m:bar>`)).toBe(
      '\\hat{x}\\underline{y}',
    );
    const limit = `<m:limLow><m:e>${run('lim', upright)}</m:e><m:lim>${run('n→∞')}</m:lim></m:limLow>`;
    expect(read(`<m:func><m:fName>${limit}</m:fName><m:e>${run('a')}</m:e></m:func>`)).toBe('\\lim_{n\\to \\infty} a');
    expect(read(`<m:func><m:fName>${run('sin', upright)}</m:fName><m:e>${run('θ')}</m:e></m:func>`)).toBe(
      '\\sin \\theta',
    );
  });

  it("escapes what is special to LaTeX, in math and in Word's normal text", () => {
    const omml = `<m:oMath><m:r><m:t>{50%}^</m:t></m:r><m:r><m:rPr><m:nor/></m:rPr><m:t>a_b &amp; c</m:t></m:r></m:oMath>`;
    const latex = ommlToLatex(parse(omml));
    expect(latex).toBe('\\{50\\%\\}\\hat{}\\text{a\\_b \\& c}');
    expect(() => katex.renderToString(latex, { throwOnError: true })).not.toThrow();
  });
});

describe('SYMBOL_COMMANDS', () => {
  // These render as a composite or a neighbouring character (° as a raised ∘, ℝ as a styled R).
  const composites = new Set(['·', '−', '″', '°', 'ℝ', 'ℕ', 'ℤ', 'ℚ', 'ℂ']);

  it.each(Object.entries(SYMBOL_COMMANDS))('%s is %s in KaTeX', (char, command) => {
    const mathml = katex.renderToString(command, { output: 'mathml', throwOnError: true });
    if (!composites.has(char)) expect(mathml).toContain(`>${char}<`);
  });
});
