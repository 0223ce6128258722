import mammoth from 'mammoth';
import { extractFormulas, withFormulas } from './docxFormulas';
import { fromHtml } from './fromHtml';
import type { PmNode } from './pmJson';

/**
 * A Word file → the editor's document, through mammoth's semantic HTML (headings, lists, tables,
 * links); Word equations, which mammoth drops, come back as math nodes.
 */
export async function fromDocx(file: ArrayBuffer): Promise<PmNode> {
  const { file: prepared, formulas } = extractFormulas(file);
  // mammoth's browser build reads `arrayBuffer` and its Node build (unit tests) reads `buffer`; both open the same bytes.
  const input = { arrayBuffer: prepared, buffer: prepared };
  const { value } = await mammoth.convertToHtml(input);
  return fromHtml(withFormulas(value, formulas));
}
