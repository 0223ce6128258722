import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobTooLargeError } from './blobErrors.js';
import { HEAD_BYTES } from './blobStore.js';
import { youngGarbageCollector } from './youngGarbage.js';

/**
 * A pass-through that hashes, counts and keeps the first bytes of what flows through it, and fails
 * with BlobTooLargeError the moment the count passes `maxBytes` (before the chunk goes further), so
 * an oversized upload is stopped while streaming, not after it has been stored.
 */
export class HashingMeter extends Transform {
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  // Not named `size`: lib-storage reads a body's `size` as its total length.
  private counted = 0;
  private readonly collectGarbage = youngGarbageCollector();

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.counted += chunk.length;
    if (this.counted > this.maxBytes) return done(new BlobTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    this.collectGarbage(chunk.length);
    if (this.headLength < HEAD_BYTES) {
      // Copied: the source may reuse its buffer (a pooled read), and the head outlives the chunk.
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  /** The SHA-256 (hex) and the head; call once, after the stream has ended. */
  result(): { key: string; size: number; head: Buffer } {
    return { key: this.hash.digest('hex'), size: this.counted, head: Buffer.concat(this.headChunks) };
  }
}
