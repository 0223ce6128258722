import type { Readable } from 'node:stream';

/** A blob's key: the SHA-256 of its bytes, 64 lowercase hex digits. */
export const BLOB_KEY = /^[0-9a-f]{64}$/;

/** How many leading bytes `putStream` hands back for type sniffing (a DOCX's zip entries may need a few KB). */
export const HEAD_BYTES = 64 * 1024;

export interface PutLimits {
  /** More bytes than this abort the write with BlobTooLargeError. */
  maxBytes: number;
}

export interface PutResult {
  /** SHA-256 of the bytes (hex); also the key to read them back. */
  key: string;
  size: number;
  /** The first HEAD_BYTES bytes (all of them for a smaller blob), for sniffFileType. */
  head: Buffer;
  /** False when the same bytes were already stored and this copy was discarded. */
  created: boolean;
}

/** Bytes `start`..`end` inclusive, as in an HTTP Range header; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface BlobRead {
  body: Readable;
  /** Size of the whole blob, for Content-Range. */
  size: number;
  /** The range actually served (inclusive); the whole blob when none was asked for. */
  start: number;
  end: number;
}

/**
 * Uploaded files' bytes, addressed by their content (SHA-256), so the same bytes uploaded twice are
 * stored once. Deleting is the caller's decision: a key may be referenced by several files, and only
 * the caller knows when the last reference is gone.
 */
export interface BlobStore {
  /**
   * Streams `source` into the store while hashing it. Nothing is left behind when it fails: on
   * BlobTooLargeError, a source that errors, or a storage failure the partial copy is removed.
   */
  putStream(source: Readable, limits: PutLimits): Promise<PutResult>;
  /** The bytes (or a range of them), or null when no blob has the key. Throws BlobRangeError past the end. */
  getStream(key: string, range?: ByteRange): Promise<BlobRead | null>;
  /** The blob's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes temporary uploads older than `olderThanMs` (left by a process killed mid-upload). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}
