import { countWords } from '@inkstone/shared/wordCount';
import type { NoteTextWrite, StoredTextPiece } from '../db/repos/noteTextChunks.js';
import type { SearchTextChunk } from './searchText.js';

/** What a save writes of a note's search text, and the note's word count. */
export interface SearchTextPlan {
  write: NoteTextWrite;
  wordCount: number;
}

/**
 * What a save writes of a note's search text (see splitSearchText), given the pieces stored now
 * (by sequence number): the pieces whose digest differs, or whose word count is unknown, decoded,
 * counted and lower-cased, and the new number of pieces (stored pieces past it go). An edit of one
 * paragraph writes one or two pieces. The word count adds the stored counts of the pieces kept
 * (a line break ends a word, and every piece ends at one) to those of the pieces written.
 */
export function planSearchText(stored: StoredTextPiece[], chunks: SearchTextChunk[]): SearchTextPlan {
  const pieces: NoteTextWrite['pieces'] = [];
  let wordCount = 0;
  for (const chunk of chunks) {
    const kept = stored[chunk.seq];
    if (kept?.digest === chunk.digest && kept.wordCount !== null) {
      wordCount += kept.wordCount;
      continue;
    }
    const text = chunk.text;
    const words = countWords(text);
    wordCount += words;
    // Pieces end at line breaks, which lower-casing keeps, so each is lower-cased on its own.
    pieces.push({ seq: chunk.seq, digest: chunk.digest, text: text.toLowerCase(), wordCount: words });
  }
  return { write: { pieces, count: chunks.length }, wordCount };
}

/** How many characters a write of the search text holds. */
export function writtenLength(write: NoteTextWrite): number {
  return write.pieces.reduce((sum, piece) => sum + piece.text.length, 0);
}
