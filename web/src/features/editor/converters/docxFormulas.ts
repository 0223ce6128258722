import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ommlToLatex } from './omml/ommlToLatex';

const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCUMENT = 'word/document.xml';

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
 * mammoth drops Word equations, so each one (m:oMathPara, or m:oMath outside one) is converted to
 * LaTeX here and replaced in word/document.xml by a run holding a token that mammoth keeps.
 */
export function extractFormulas(file: ArrayBuffer): { file: ArrayBuffer; formulas: DocxFormula[] } {
  const entries = unzipSync(new Uint8Array(file));
  const bytes = entries[DOCUMENT];
  const xml = bytes ? strFromU8(bytes) : '';
  if (!xml.includes('oMath')) return { file, formulas: [] };
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const equations = Array.from(doc.getElementsByTagNameNS(M, '*')).filter(
    (node) => isMath(node, 'oMathPara') || (isMath(node, 'oMath') && !insideMathPara(node)),
  );
  const formulas = equations.map((equation, index) => {
    const run = doc.createElementNS(W, 'w:r');
    run.appendChild(doc.createElementNS(W, 'w:t')).textContent = token(index);
    equation.replaceWith(run);
    return { latex: ommlToLatex(equation), isDisplay: equation.localName === 'oMathPara' };
  });
  entries[DOCUMENT] = strToU8(new XMLSerializer().serializeToString(doc));
  const zipped = zipSync(entries);
  return {
    file: zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength),
    formulas,
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);

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
