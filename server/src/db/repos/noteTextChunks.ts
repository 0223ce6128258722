import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { noteTextChunks } from '../schema/index.js';
import type { Db } from '../types.js';

/** A stored piece of a note's search text. */
export type NoteTextChunkRow = typeof noteTextChunks.$inferInsert;

/** What a save writes of a note's search text: changed pieces, and how many pieces there are now. */
export interface NoteTextWrite {
  pieces: (Omit<NoteTextChunkRow, 'noteId' | 'wordCount'> & { wordCount: number })[];
  count: number;
}

/** What a save needs of a stored piece: its digest, and its share of the word count (null: unknown). */
export interface StoredTextPiece {
  digest: string;
  wordCount: number | null;
}

/** A note's stored pieces, indexed by their sequence number. */
export async function listPieces(db: Db, noteId: string): Promise<StoredTextPiece[]> {
  const rows = await db
    .select({ seq: noteTextChunks.seq, digest: noteTextChunks.digest, wordCount: noteTextChunks.wordCount })
    .from(noteTextChunks)
    .where(eq(noteTextChunks.noteId, noteId))
    .orderBy(asc(noteTextChunks.seq));
  const pieces: StoredTextPiece[] = [];
  for (const { seq, ...piece } of rows) pieces[seq] = piece;
  return pieces;
}

/** Stores the pieces of a new note. */
export async function insertAll(db: Db, noteId: string, write: NoteTextWrite): Promise<void> {
  if (write.pieces.length === 0) return;
  await db.insert(noteTextChunks).values(write.pieces.map((piece) => ({ noteId, ...piece })));
}

/**
 * SQL for the common table expressions that apply `write` to the note whose id the CTE `saved`
 * returns (nothing when it returns no row): pieces past the new count go, changed pieces are
 * written over. For notes.saveDocumentIfVersion, which makes it part of its one statement.
 */
export function writeAfterSaved(write: NoteTextWrite): SQL {
  const removed = sql`removed as (delete from ${noteTextChunks} where note_id in (select id from saved) and seq >= ${write.count})`;
  if (write.pieces.length === 0) return removed;
  const values = sql.join(
    write.pieces.map(
      (piece) => sql`(${piece.seq}::int, ${piece.digest}::text, ${piece.text}::text, ${piece.wordCount}::int)`,
    ),
    sql`, `,
  );
  return sql`${removed}, written as (insert into ${noteTextChunks} (note_id, seq, digest, text, word_count)
    select saved.id, v.seq, v.digest, v.text, v.word_count from saved, (values ${values}) as v(seq, digest, text, word_count)
    on conflict (note_id, seq) do update set digest = excluded.digest, text = excluded.text, word_count = excluded.word_count)`;
}

/** True for the notes (by `noteId`) whose search text contains `search` (already lower-cased). */
export function textContains(noteId: AnyPgColumn, search: string): SQL {
  // strpos, not (I)LIKE: a plain substring (no wildcards to escape), and several times faster.
  return sql`exists (select 1 from ${noteTextChunks} where ${noteTextChunks.noteId} = ${noteId} and strpos(${noteTextChunks.text}, ${search}) > 0)`;
}
