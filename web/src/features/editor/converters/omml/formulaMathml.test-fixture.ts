import katex from 'katex';

/**
 * What KaTeX makes of a formula, without the LaTeX source it annotates: two formulas are the same
 * when they give the same MathML, however their LaTeX is spaced or braced.
 */
export function mathmlOf(latex: string): string {
  return katex
    .renderToString(latex, { output: 'mathml', throwOnError: true })
    .replace(/<annotation encoding="application\/x-tex">.*?<\/annotation>/s, '');
}
