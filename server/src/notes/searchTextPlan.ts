import type { NoteTextWrite } from '../db/repos/noteTextChunks.js';
import type { SearchTextChunk } from './searchText.js';

/**
 * What a save writes of a note's search text (see splitSearchText), given the digests of the
 * pieces stored now: the pieces whose digest differs, lower-cased, and the new number of pieces
 * (stored pieces past it go). An edit of one paragraph writes one or two pieces.
 */
export function planSearchText(storedDigests: string[], chunks: SearchTextChunk[]): NoteTextWrite {
  // Pieces end at line breaks, which lower-casing keeps, so each is lower-cased on its own.
  const pieces = chunks
    .filter((chunk) => storedDigests[chunk.seq] !== chunk.digest)
    .map((chunk) => ({ seq: chunk.seq, digest: chunk.digest, text: chunk.source.toLowerCase() }));
  return { pieces, count: chunks.length };
}

/** How many characters a write of the search text holds. */
export function writtenLength(write: NoteTextWrite): number {
  return write.pieces.reduce((sum, piece) => sum + piece.text.length, 0);
}
