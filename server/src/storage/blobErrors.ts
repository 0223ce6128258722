import { BLOB_KEY } from './blobStore.js';

/** The source had more bytes than `maxBytes`; the partial copy has been removed. The route answers 413. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'BlobTooLargeError';
  }
}

/** A range that starts past the end of the blob (HTTP 416). */
export class BlobRangeError extends Error {
  constructor(readonly size: number) {
    super(`The range is outside the file (${size} bytes).`);
    this.name = 'BlobRangeError';
  }
}

/** Keys come from our own rows; anything else is a bug, and it must never reach a path or object name. */
export function assertBlobKey(key: string): void {
  if (!BLOB_KEY.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** The inclusive range to serve of a blob of `size` bytes; throws BlobRangeError when it starts past the end. */
export function resolveRange(size: number, range?: { start: number; end?: number }): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start >= size) throw new BlobRangeError(size);
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isSafeInteger(end) || end < range.start) throw new BlobRangeError(size);
  return { start: range.start, end };
}
