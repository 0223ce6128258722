import { generateJSON } from '@tiptap/core';
import { editorExtensions } from '../extensions/editorExtensions';
import type { PmNode } from './pmJson';

/** HTML (from Markdown or DOCX) parsed into the editor's schema; what the schema has no place for is dropped. */
export function fromHtml(html: string): PmNode {
  return generateJSON(html, editorExtensions()) as PmNode;
}
