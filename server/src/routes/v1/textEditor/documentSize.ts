import { NOTE_CONTENT_MAX_BYTES, type ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AppError } from '../../../errors.js';

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
 * Serialises a document for storage, once, and refuses it with 413 `payload_too_large` when it or
 * its plain text is over the note size limit.
 */
export function serializeDocument(content: ProseMirrorDoc, plainText: string): string {
  const json = JSON.stringify(content);
  assertWithinLimit('content', Buffer.byteLength(json));
  assertWithinLimit('text', Buffer.byteLength(plainText));
  return json;
}
