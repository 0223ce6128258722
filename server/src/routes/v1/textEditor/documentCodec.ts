import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { NOTE_CONTENT_MAX_BYTES } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { countWords } from '@inkstone/shared/wordCount';
import type { NoteDocument } from '../../../db/repos/notes.js';
import { AppError } from '../../../errors.js';

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);

const EXCERPT_LENGTH = 160;
const MB = 1024 * 1024;
const LIMIT_MB = NOTE_CONTENT_MAX_BYTES / MB;

// UTF-8 needs at most 3 bytes per UTF-16 code unit, so shorter strings need no byte count.
const SURELY_WITHIN_LIMIT = Math.floor(NOTE_CONTENT_MAX_BYTES / 3);

function assertWithinLimit(what: string, bytes: number): void {
  if (bytes <= NOTE_CONTENT_MAX_BYTES) return;
  const size = (bytes / MB).toFixed(1);
  throw new AppError(
    413,
    ErrorCode.payloadTooLarge,
    `This note's ${what} is ${size} MB; a note can hold at most ${LIMIT_MB} MB. Split it into several notes.`,
  );
}

/** A document as the JSON the server stores (compressed) and the size limit applies to. */
export function serializeDocument(content: ProseMirrorDoc): Buffer {
  return Buffer.from(JSON.stringify(content));
}

/**
 * A document's JSON compressed with DEFLATE, as base64 text. Refuses it with 413
 * `payload_too_large` when the JSON or its plain text is over the note size limit (checked before
 * the first await, so nothing is written).
 *
 * The embedded database moves parameters through JavaScript at ~10 ms per MB and compresses in
 * WebAssembly; compressing here, natively and off the main thread, sends a third of the bytes.
 */
async function encodeDocument(json: Buffer, plainText: string): Promise<string> {
  assertWithinLimit('content', json.length);
  if (plainText.length > SURELY_WITHIN_LIMIT) assertWithinLimit('text', Buffer.byteLength(plainText));
  return (await deflateRaw(json, { level: 1 })).toString('base64');
}

/** The start of the text on one line, for lists. */
function excerptOf(plainText: string): string {
  const head = plainText
    .slice(0, EXCERPT_LENGTH * 3)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(head).slice(0, EXCERPT_LENGTH).join('');
}

/**
 * What a note stores for a serialised document and the client's plain-text projection of it: the
 * compressed document, a lower-cased copy of the text for search, an excerpt, and the word count —
 * always counted here, never taken from the client.
 */
export async function storeDocument(json: Buffer, plainText: string): Promise<NoteDocument> {
  const encoding = encodeDocument(json, plainText);
  // The text is projected on this thread while zlib compresses on the thread pool.
  const projection = {
    searchText: plainText.toLowerCase(),
    excerpt: excerptOf(plainText),
    wordCount: countWords(plainText),
  };
  return { content: await encoding, ...projection };
}

/** The document from its stored form. */
export async function decodeDocument(stored: string): Promise<ProseMirrorDoc> {
  // Rows saved before migration 0003 hold the JSON itself; base64 never starts with '{'.
  const json = stored.startsWith('{') ? stored : (await inflateRaw(Buffer.from(stored, 'base64'))).toString('utf8');
  // Stored only after validation: by ProseMirrorDoc on create, by the JSON reader of syncBody.ts on sync.
  return JSON.parse(json) as ProseMirrorDoc;
}
