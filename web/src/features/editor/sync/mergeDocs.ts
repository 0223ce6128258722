import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';

type Block = NonNullable<ProseMirrorDoc['content']>[number];

const label = (text: string): Block => ({
  type: 'paragraph',
  content: [{ type: 'text', text, marks: [{ type: 'bold' }] }],
});

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
    content: [
      label(labels.mine),
      ...(mine.content ?? []),
      { type: 'horizontalRule' },
      label(labels.theirs),
      ...(theirs.content ?? []),
    ],
  };
}
