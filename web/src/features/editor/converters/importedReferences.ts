import type { PaperDto } from '@inkstone/shared/api/papers';
import { noteCopy } from '../citations/docCitations';
import type { ImportedReference } from './importedCitations';
import { bibkeys, locators, type PmNode } from './pmJson';

/**
 * An imported document with the note's own copies of the works it cites: `papers` answers the
 * references in order (POST /v1/papers/references/read: the library's bibkey for a work the library
 * holds, else a free key; null for a work with no title). Each citation then cites those keys; a
 * citation left with none is its text.
 */
export function withReferenceCopies(
  doc: PmNode,
  references: readonly ImportedReference[],
  papers: readonly (PaperDto | null)[],
): PmNode {
  const keyOf = new Map(references.map((reference, index) => [reference.key, papers[index]?.bibkey ?? null]));
  const copies = new Map<string, PaperDto>();
  papers.forEach((paper) => {
    if (paper && !copies.has(paper.bibkey)) copies.set(paper.bibkey, noteCopy(paper));
  });
  const walk = (node: PmNode): PmNode[] => {
    if (node.type !== 'citation') return [node.content ? { ...node, content: node.content.flatMap(walk) } : node];
    const cites = bibkeys(node)
      .map((key, index) => ({ key: keyOf.has(key) ? keyOf.get(key)! : key, locator: locators(node)[index] ?? '' }))
      .filter((cite): cite is { key: string; locator: string } => cite.key !== null);
    if (cites.length === 0) {
      const text = typeof node.attrs?.label === 'string' ? node.attrs.label : '';
      return text ? [{ type: 'text', text }] : [];
    }
    return [
      { ...node, attrs: { ...node.attrs, bibkeys: cites.map((c) => c.key), locators: cites.map((c) => c.locator) } },
    ];
  };
  const [linked] = walk(doc);
  return { ...linked!, attrs: { ...doc.attrs, references: [...copies.values()] } };
}
