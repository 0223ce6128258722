import crypto from 'node:crypto';
import { decodeTextPiece, type PlainTextJson } from './plainTextJson.js';

const BACKSLASH = 0x5c;
const LOWER_N = 0x6e;
const LOWER_U = 0x75;

/** A piece of a note's plain text, as stored for search (see db/schema/noteTextChunks.ts). */
export class SearchTextChunk {
  private decoded: string | undefined;

  constructor(
    readonly seq: number,
    /** Identifies `source`; a save rewrites a stored piece only when its digest differs. */
    readonly digest: string,
    /** The piece as it is inside the JSON string (escapes kept), with its closing line break. */
    readonly source: Buffer,
  ) {}

  /** The client's text of the piece, decoded when first asked for. */
  get text(): string {
    this.decoded ??= decodeTextPiece(this.source);
    return this.decoded;
  }
}

/** A piece ends at a line break only once it holds at least this many bytes (of its JSON form). */
export const MIN_CHUNK_LENGTH = 4096;

/** Past this many bytes a piece ends at the next line break whatever the line (lines all alike). */
export const MAX_CHUNK_LENGTH = 16 * MIN_CHUNK_LENGTH;

/** About one line break in this many (chosen by the line's own text) may end a piece. */
const BOUNDARY_ODDS = 16;

/** How many bytes at each end of a line, with its length, decide whether a piece may end after it. */
const SIGNATURE_LENGTH = 16;

/**
 * Whether a piece may end after the line from `lineStart` to `end` (its line break). Decided by the
 * line's own length and first and last bytes, not by offsets: an edit moves the text after it,
 * but the same lines still end pieces, so the pieces after the edited one stay the same and need
 * not be written again.
 */
function endsPiece(bytes: Buffer, lineStart: number, end: number): boolean {
  let hash = end - lineStart;
  const head = Math.min(end, lineStart + SIGNATURE_LENGTH);
  for (let i = lineStart; i < head; i++) hash = (Math.imul(hash, 31) + bytes[i]!) | 0;
  for (let i = Math.max(head, end - SIGNATURE_LENGTH); i < end; i++) hash = (Math.imul(hash, 31) + bytes[i]!) | 0;
  return (hash >>> 0) % BOUNDARY_ODDS === 0;
}

function digestOf(source: Buffer): string {
  return crypto.createHash('sha1').update(source).digest('base64url');
}

/**
 * Splits a note's plain text into the pieces stored for search: each ends at a line break (the
 * client separates blocks with one; in the JSON form, a `\n` escape) and holds at least
 * MIN_CHUNK_LENGTH bytes unless it is the last, and rarely much more than MAX_CHUNK_LENGTH; a
 * longer line stays whole. Joined in order, the pieces give back the text. Works on the bytes: only
 * the pieces a save rewrites are ever decoded (searchTextPlan.ts).
 */
export function splitSearchText(plainText: PlainTextJson): SearchTextChunk[] {
  const { bytes } = plainText;
  const chunks: SearchTextChunk[] = [];
  let start = 0;
  const addPiece = (end: number) => {
    const source = bytes.subarray(start, end);
    chunks.push(new SearchTextChunk(chunks.length, digestOf(source), source));
    start = end;
  };
  let lineStart = 0;
  for (let escape = bytes.indexOf(BACKSLASH); escape >= 0;) {
    const escaped = bytes[escape + 1];
    if (escaped !== LOWER_N) {
      escape = bytes.indexOf(BACKSLASH, escape + (escaped === LOWER_U ? 6 : 2));
      continue;
    }
    const lineEnd = escape + 2;
    const length = lineEnd - start;
    if (length >= MAX_CHUNK_LENGTH || (length >= MIN_CHUNK_LENGTH && endsPiece(bytes, lineStart, escape))) {
      addPiece(lineEnd);
    }
    lineStart = lineEnd;
    escape = bytes.indexOf(BACKSLASH, lineEnd);
  }
  if (start < bytes.length) addPiece(bytes.length);
  return chunks;
}
