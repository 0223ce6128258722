import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { PmNode } from '../converters/pmJson';
import { citeNote } from '../../library/api';
import { noteCitationStyle } from './defaultStyle';
import { citeItems, docCitations, noteReferences } from './docCitations';
import type { NoteCitations } from './noteCitations';

/** Writes the labels of a fresh rendering onto the citation nodes of a document's JSON, in reading order. */
function withLabels(doc: PmNode, labels: readonly (string | null)[]): PmNode {
  let index = 0;
  const walk = (node: PmNode): PmNode => {
    if (node.type === 'citation') {
      const keys = node.attrs?.bibkeys;
      if (!Array.isArray(keys) || keys.length === 0) return node;
      return { ...node, attrs: { ...node.attrs, label: labels[index++] ?? null } };
    }
    return node.content ? { ...node, content: node.content.map(walk) } : node;
  };
  return walk(doc);
}

/**
 * What an export of the note needs: its JSON with every citation labelled as of now (the live
 * rendering may trail the last edit), the bibliography and refs.bib. No citations: the JSON as is.
 */
export async function prepareExport(
  doc: ProseMirrorNode,
  language: string,
): Promise<{ doc: PmNode; citations: NoteCitations | null }> {
  const json = doc.toJSON() as PmNode;
  const cited = docCitations(doc).filter((citation) => citation.bibkeys.length > 0);
  if (cited.length === 0) return { doc: json, citations: null };
  const res = await citeNote({
    style: noteCitationStyle(doc.attrs.citationStyle, language),
    citations: cited.map((citation) => ({ items: citeItems(citation) })),
    papers: noteReferences(doc),
    withBibtex: true,
  });
  return {
    doc: withLabels(json, res.labels),
    citations: {
      style: res.style,
      isNumeric: res.kind === 'numeric',
      bibliography: res.bibliography,
      bibtex: res.bibtex ?? '',
      items: res.items ?? [],
    },
  };
}
