import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { NOTE_CONTENT_MAX_BYTES, type ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AppError } from '../../../errors.js';

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);

const MB = 1024 * 1024;
const LIMIT_MB = NOTE_CONTENT_MAX_BYTES / MB;

function assertWithinLimit(what: string, bytes: number): void {
  if (bytes <= NOTE_CONTENT_MAX_BYTES) return;
  const size = (bytes / MB).toFixed(1);
  throw new AppError(
    413,
    ErrorCode.payloadTooLarge,
    `This note's ${what} is ${size} MB; a note can hold at most ${LIMIT_MB} MB. Split it into several notes.`,
  );
}

/**
 * The stored form of a document: its JSON compressed with DEFLATE, as base64 text. Refuses it with
 * 413 `payload_too_large` when the JSON or its plain text is over the note size limit (checked before
 * the first await, so the caller sees the refusal before anything is written).
 *
 * The embedded database moves parameters through JavaScript at ~10 ms per MB and compresses in
 * WebAssembly; compressing here, natively and off the main thread, sends a third of the bytes.
 */
export async function encodeDocument(content: ProseMirrorDoc, plainText: string): Promise<string> {
  const json = JSON.stringify(content);
  assertWithinLimit('content', Buffer.byteLength(json));
  assertWithinLimit('text', Buffer.byteLength(plainText));
  return (await deflateRaw(json, { level: 1 })).toString('base64');
}

/** The document from its stored form. */
export async function decodeDocument(stored: string): Promise<ProseMirrorDoc> {
  // Rows saved before migration 0003 hold the JSON itself; base64 never starts with '{'.
  const json = stored.startsWith('{') ? stored : (await inflateRaw(Buffer.from(stored, 'base64'))).toString('utf8');
  // Stored only after validation against ProseMirrorDoc, by the server's own JSON.stringify.
  return JSON.parse(json) as ProseMirrorDoc;
}
