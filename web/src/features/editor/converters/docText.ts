import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { editorExtensions } from '../extensions/editorExtensions';
import type { PmNode } from './pmJson';

/** A document's plain text as the editor's `getText` gives it, for `create` and `sync`. */
export function docText(doc: PmNode): string {
  const node = Node.fromJSON(getSchema(editorExtensions()), doc);
  return node.textBetween(0, node.content.size, '\n', (leaf) => leaf.type.spec.leafText?.(leaf) ?? '');
}
