import * as chunksRepo from '../../../db/repos/noteTextChunks.js';
import type { Db } from '../../../db/types.js';
import type { SearchTextChunk } from './searchText.js';

/**
 * Stores a note's search text (see splitSearchText): lower-cases and writes only the pieces whose
 * digest differs from the stored one, and drops stored pieces past the new end. Run it in the
 * transaction that saves the note, so search never sees a text the note does not hold. Returns
 * how many characters it wrote.
 */
export async function writeSearchText(
  db: Db,
  noteId: string,
  chunks: SearchTextChunk[],
  opts: { isNew?: boolean } = {},
): Promise<number> {
  const stored = opts.isNew ? [] : await chunksRepo.listDigests(db, noteId);
  if (stored.length > chunks.length) await chunksRepo.deleteFrom(db, noteId, chunks.length);
  // Pieces end at line breaks, which lower-casing keeps, so each is lower-cased on its own.
  const changed = chunks
    .filter((chunk) => stored[chunk.seq] !== chunk.digest)
    .map((chunk) => ({ noteId, seq: chunk.seq, digest: chunk.digest, text: chunk.source.toLowerCase() }));
  await chunksRepo.upsert(db, changed);
  return changed.reduce((sum, chunk) => sum + chunk.text.length, 0);
}
