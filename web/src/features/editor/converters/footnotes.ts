import { attr, type PmNode } from './pmJson';

/** The texts of a document's footnotes, in document order (their numbers are index + 1). */
export function collectFootnotes(doc: PmNode): string[] {
  const found: string[] = [];
  const walk = (node: PmNode) => {
    if (node.type === 'footnote') found.push(attr(node, 'text'));
    node.content?.forEach(walk);
  };
  walk(doc);
  return found;
}
