import type { Editor } from '@tiptap/core';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { noteCopy, noteReferences } from './docCitations';

/** A reference picked for a citation, with its locator ("p. 12", or ''). */
export interface PickedReference {
  paper: PaperDto;
  locator: string;
}

/**
 * Inserts a citation of the picked references at the selection, or rewrites the citation at `editPos`;
 * the note keeps a copy of each reference in the same step. The label is left to the next rendering.
 * A note's first citation fixes its style (`style`, the account language's default), so switching the
 * interface language later does not restyle the note.
 */
export function writeCitation(
  editor: Editor,
  picked: readonly PickedReference[],
  editPos: number | null,
  style: string,
): void {
  const attrs = {
    bibkeys: picked.map((item) => item.paper.bibkey),
    locators: picked.map((item) => item.locator.trim()),
    label: null,
  };
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const copies = new Map(noteReferences(tr.doc).map((paper) => [paper.bibkey, paper]));
      for (const { paper } of picked) copies.set(paper.bibkey, noteCopy(paper));
      const existing = editPos === null ? null : tr.doc.nodeAt(editPos);
      if (existing?.type.name === 'citation') tr.setNodeMarkup(editPos!, undefined, attrs);
      else tr.replaceSelectionWith(state.schema.nodes.citation!.create(attrs), false);
      tr.setDocAttribute('references', [...copies.values()]);
      if (!tr.doc.attrs.citationStyle) tr.setDocAttribute('citationStyle', style);
      return true;
    })
    .run();
}
