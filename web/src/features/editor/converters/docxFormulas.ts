import { ommlToLatex } from './omml/ommlToLatex';

const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** An equation of a Word file as LaTeX, and whether it stood on its own line (m:oMathPara). */
export interface DocxFormula {
  latex: string;
  isDisplay: boolean;
}

// Private-use characters: no real text holds them, and mammoth copies them into its HTML unchanged.
const token = (index: number) => `\uE000${index}\uE001`;
const TOKEN = /\uE000(\d+)\uE001/g;

const isMath = (node: Element, name: string) => node.namespaceURI === M && node.localName === name;

function insideMathPara(node: Element): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (isMath(parent, 'oMathPara')) return true;
  }
  return false;
}

/**
 * mammoth drops Word equations, so each one (m:oMathPara, or m:oMath outside one) of word/document.xml
 * is converted to LaTeX here and replaced by a run holding a token that mammoth keeps.
 */
export function replaceFormulas(doc: Document): DocxFormula[] {
  const equations = Array.from(doc.getElementsByTagNameNS(M, '*')).filter(
    (node) => isMath(node, 'oMathPara') || (isMath(node, 'oMath') && !insideMathPara(node)),
  );
  return equations.map((equation, index) => {
    const run = doc.createElementNS(W, 'w:r');
    run.appendChild(doc.createElementNS(W, 'w:t')).textContent = token(index);
    equation.replaceWith(run);
    return { latex: ommlToLatex(equation), isDisplay: equation.localName === 'oMathPara' };
  });
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text as HTML text or attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);

/** mammoth's HTML with each token back as the element the editor's math nodes are parsed from. */
export function withFormulas(html: string, formulas: DocxFormula[]): string {
  const element = ({ latex, isDisplay }: DocxFormula) => {
    const escaped = escapeHtml(latex);
    return isDisplay
      ? `<div data-type="mathBlock" data-latex="${escaped}">${escaped}</div>`
      : `<span data-type="mathInline" data-latex="${escaped}">${escaped}</span>`;
  };
  const at = (index: string) => formulas[Number(index)];
  return (
    html
      // A display equation alone in its paragraph replaces the paragraph; one sharing it with text
      // still becomes a block, which splits the paragraph when the HTML is parsed.
      .replace(new RegExp(`<p>${TOKEN.source}</p>`, 'g'), (whole, index: string) => {
        const formula = at(index);
        return formula?.isDisplay ? element(formula) : whole;
      })
      .replace(TOKEN, (_, index: string) => {
        const formula = at(index);
        return formula ? element(formula) : '';
      })
  );
}
