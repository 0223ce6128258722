import Document from '@tiptap/extension-document';

/**
 * The document node with what a note's citations need besides its text: the citation style chosen
 * for the note (null: the account's default) and the note's own copy of every cited reference, so a
 * citation still renders when its reference leaves the library.
 */
export const NoteDocument = Document.extend({
  addAttributes: () => ({
    citationStyle: { default: null },
    references: { default: [] },
  }),
});
