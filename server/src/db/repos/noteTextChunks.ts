import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { noteTextChunks } from '../schema/index.js';
import type { Db } from '../types.js';

/** A stored piece of a note's search text. */
export type NoteTextChunkRow = typeof noteTextChunks.$inferInsert;

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

/** Writes pieces, replacing those already stored at the same place. */
export async function upsert(db: Db, rows: NoteTextChunkRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(noteTextChunks)
    .values(rows)
    .onConflictDoUpdate({
      target: [noteTextChunks.noteId, noteTextChunks.seq],
      set: { digest: sql`excluded.digest`, text: sql`excluded.text` },
    });
}

/** Deletes a note's pieces from sequence number `fromSeq` on (the text got shorter). */
export async function deleteFrom(db: Db, noteId: string, fromSeq: number): Promise<void> {
  await db.delete(noteTextChunks).where(and(eq(noteTextChunks.noteId, noteId), gte(noteTextChunks.seq, fromSeq)));
}

/** True for the notes (by `noteId`) whose search text contains `search` (already lower-cased). */
export function textContains(noteId: AnyPgColumn, search: string): SQL {
  // strpos, not (I)LIKE: a plain substring (no wildcards to escape), and several times faster.
  return sql`exists (select 1 from ${noteTextChunks} where ${noteTextChunks.noteId} = ${noteId} and strpos(${noteTextChunks.text}, ${search}) > 0)`;
}
