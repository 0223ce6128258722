import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { noteTextChunks } from '../schema/index.js';
import type { Db } from '../types.js';

/** A stored piece of a note's search text. */
export type NoteTextChunkRow = typeof noteTextChunks.$inferInsert;

/** What a save writes of a note's search text: changed pieces, and how many pieces there are now. */
export interface NoteTextWrite {
  pieces: Omit<NoteTextChunkRow, 'noteId'>[];
  count: number;
}

/** The digests of a note's stored pieces, indexed by their sequence number. */
export async function listDigests(db: Db, noteId: string): Promise<string[]> {
  const rows = await db
    .select({ seq: noteTextChunks.seq, digest: noteTextChunks.digest })
    .from(noteTextChunks)
    .where(eq(noteTextChunks.noteId, noteId))
    .orderBy(asc(noteTextChunks.seq));
  const digests: string[] = [];
  for (const row of rows) digests[row.seq] = row.digest;
  return digests;
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
    write.pieces.map((piece) => sql`(${piece.seq}::int, ${piece.digest}::text, ${piece.text}::text)`),
    sql`, `,
  );
  return sql`${removed}, written as (insert into ${noteTextChunks} (note_id, seq, digest, text)
    select saved.id, v.seq, v.digest, v.text from saved, (values ${values}) as v(seq, digest, text)
    on conflict (note_id, seq) do update set digest = excluded.digest, text = excluded.text)`;
}

/** True for the notes (by `noteId`) whose search text contains `search` (already lower-cased). */
export function textContains(noteId: AnyPgColumn, search: string): SQL {
  // strpos, not (I)LIKE: a plain substring (no wildcards to escape), and several times faster.
  return sql`exists (select 1 from ${noteTextChunks} where ${noteTextChunks.noteId} = ${noteId} and strpos(${noteTextChunks.text}, ${search}) > 0)`;
}
