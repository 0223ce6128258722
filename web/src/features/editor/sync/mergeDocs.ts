import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';

type Block = NonNullable<ProseMirrorDoc['content']>[number];

const label = (text: string): Block => ({
  type: 'paragraph',
  content: [{ type: 'text', text, marks: [{ type: 'bold' }] }],
});

type DocAttrs = Record<string, unknown> | undefined;

const references = (attrs: DocAttrs): { bibkey: string }[] =>
  Array.isArray(attrs?.references) ? (attrs.references as { bibkey: string }[]) : [];

function mergeAttrs(mine: DocAttrs, theirs: DocAttrs): Record<string, unknown> {
  const byKey = new Map([...references(theirs), ...references(mine)].map((paper) => [paper.bibkey, paper]));
  return { ...theirs, ...mine, references: [...byKey.values()] };
}

/**
 * Both sides of a conflict in one document, for manual editing: a labelled copy of the user's
 * version, a rule, then a labelled copy of the server's — nothing from either side is dropped.
 */
export function mergeDocs(
  mine: ProseMirrorDoc,
  theirs: ProseMirrorDoc,
  labels: { mine: string; theirs: string },
): ProseMirrorDoc {
  return {
    type: 'doc',
    // The note's style is the user's; each side's copies of references are kept (the user's win).
    ...(mine.attrs || theirs.attrs ? { attrs: mergeAttrs(mine.attrs as DocAttrs, theirs.attrs as DocAttrs) } : {}),
    content: [
      label(labels.mine),
      ...(mine.content ?? []),
      { type: 'horizontalRule' },
      label(labels.theirs),
      ...(theirs.content ?? []),
    ],
  };
}
