import crypto from 'node:crypto';

/** A piece of a note's plain text, as stored for search (see db/schema/noteTextChunks.ts). */
export interface SearchTextChunk {
  seq: number;
  /** Identifies `source`; a save rewrites a stored piece only when its digest differs. */
  digest: string;
  /** The client's text of the piece, with its closing line break. */
  source: string;
}

/** A piece ends at a line break only once it holds at least this many UTF-16 units. */
export const MIN_CHUNK_LENGTH = 4096;

/** Past this many units a piece ends at the next line break whatever the line (lines all alike). */
export const MAX_CHUNK_LENGTH = 16 * MIN_CHUNK_LENGTH;

/** About one line break in this many (chosen by the line's own text) may end a piece. */
const BOUNDARY_ODDS = 16;

/** How many characters at each end of a line, with its length, decide whether a piece may end after it. */
const SIGNATURE_LENGTH = 16;

/**
 * Whether a piece may end after the line from `lineStart` to `end` (its line break). Decided by the
 * line's own length and first and last characters, not by offsets: an edit moves the text after it,
 * but the same lines still end pieces, so the pieces after the edited one stay the same and need
 * not be written again.
 */
function endsPiece(text: string, lineStart: number, end: number): boolean {
  let hash = end - lineStart;
  const head = Math.min(end, lineStart + SIGNATURE_LENGTH);
  for (let i = lineStart; i < head; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  for (let i = Math.max(head, end - SIGNATURE_LENGTH); i < end; i++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return (hash >>> 0) % BOUNDARY_ODDS === 0;
}

function digestOf(source: string): string {
  return crypto.createHash('sha1').update(source).digest('base64url');
}

/**
 * Splits a note's plain text into the pieces stored for search: each ends at a line break (the
 * client separates blocks with one) and holds at least MIN_CHUNK_LENGTH units unless it is the
 * last, and rarely much more than MAX_CHUNK_LENGTH; a longer line stays whole. Joined in order, the pieces give back the text.
 */
export function splitSearchText(text: string): SearchTextChunk[] {
  const chunks: SearchTextChunk[] = [];
  let start = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    const lineBreak = text.indexOf('\n', lineStart);
    const lineEnd = lineBreak < 0 ? text.length : lineBreak + 1;
    const isLast = lineEnd === text.length;
    const length = lineEnd - start;
    const mayEnd = length >= MAX_CHUNK_LENGTH || (length >= MIN_CHUNK_LENGTH && endsPiece(text, lineStart, lineBreak));
    if (isLast || mayEnd) {
      const source = text.slice(start, lineEnd);
      chunks.push({ seq: chunks.length, digest: digestOf(source), source });
      start = lineEnd;
    }
    lineStart = lineEnd;
  }
  return chunks;
}
