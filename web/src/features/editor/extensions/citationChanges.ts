import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { DocAttrStep } from '@tiptap/pm/transform';

/** A counter that moves when a citation is added, removed or re-keyed, or the note's style changes. */
export const citationChangesKey = new PluginKey<number>('citationChanges');

const hasCitationIn = (doc: ProseMirrorNode, from: number, to: number) => {
  let found = false;
  doc.nodesBetween(from, to, (node) => {
    if (node.type.name === 'citation') found = true;
    return !found;
  });
  return found;
};

/**
 * Whether a transaction touched what the citations' rendering depends on. Only the ranges each step
 * replaced are read, before and after it, so a keystroke in a long note costs a few node visits — not
 * a walk over every citation. Label updates (attribute steps on citations) do not count: they are
 * the rendering's own output.
 */
function touchesCitations(tr: Transaction): boolean {
  if (tr.steps.some((step) => step instanceof DocAttrStep)) return true;
  return tr.steps.some((step, index) => {
    const before = tr.docs[index]!;
    const after = tr.docs[index + 1] ?? tr.doc;
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      touched ||=
        (oldEnd > oldStart && hasCitationIn(before, oldStart, oldEnd)) ||
        (newEnd > newStart && hasCitationIn(after, newStart, newEnd));
    });
    return touched;
  });
}

/** Keeps `citationChangesKey`'s counter, which the live rendering watches instead of re-reading the note. */
export const CitationChanges = Extension.create({
  name: 'citationChanges',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: citationChangesKey,
      state: {
        init: () => 0,
        apply: (tr, version) => (tr.docChanged && touchesCitations(tr) ? version + 1 : version),
      },
    }),
  ],
});
