import mammoth from 'mammoth';
import { fromHtml } from './fromHtml';
import type { PmNode } from './pmJson';

/** A Word file → the editor's document, through mammoth's semantic HTML (headings, lists, tables, links). */
export async function fromDocx(file: ArrayBuffer): Promise<PmNode> {
  // mammoth's browser build reads `arrayBuffer` and its Node build (unit tests) reads `buffer`; both open the same bytes.
  const input = { arrayBuffer: file, buffer: file };
  const { value } = await mammoth.convertToHtml(input);
  return fromHtml(value);
}
