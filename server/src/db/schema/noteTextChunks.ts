import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { notes } from './notes.js';

/**
 * A note's text for search, lower-cased, in pieces that end at a line break (see
 * notes/searchText.ts). A save rewrites only the pieces whose `digest` changed: an
 * edit usually touches one paragraph, and on the embedded database writing the whole text
 * of a large note cost more than the rest of the save (decisions/009). A search term
 * never spans pieces, as it never holds a line break.
 *
 * `digest` identifies the client's text of the piece before lower-casing; '' means unknown (rows
 * moved here by migration 0009), which never matches, so the next save rewrites them.
 * `word_count` is the piece's share of the note's word count, so a save counts only the pieces it
 * rewrites; null (rows from before migration 0022) makes the next save rewrite the piece.
 */
export const noteTextChunks = pgTable(
  'note_text_chunks',
  {
    noteId: uuid()
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    digest: text().notNull(),
    text: text().notNull(),
    wordCount: integer(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.seq] })],
);
