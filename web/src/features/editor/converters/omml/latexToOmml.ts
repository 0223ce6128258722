import katex from 'katex';
import { mathmlToOmml } from './mathmlToOmml';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * A LaTeX formula as a Word equation: `<m:oMath>` inline, `<m:oMathPara>` for display. KaTeX (the
 * editor's renderer, so the same LaTeX is accepted) writes MathML, which is mapped to OMML. Null
 * when KaTeX cannot parse the formula.
 */
export function latexToOmml(latex: string, display: boolean): string | null {
  let markup: string;
  try {
    markup = katex.renderToString(latex, { output: 'mathml', displayMode: display, throwOnError: true });
  } catch {
    return null;
  }
  const math = new DOMParser().parseFromString(markup, 'application/xml').getElementsByTagNameNS(MATHML, 'math')[0];
  if (!math) return null;
  const omml = `<m:oMath>${mathmlToOmml(math)}</m:oMath>`;
  return display ? `<m:oMathPara>${omml}</m:oMathPara>` : omml;
}
