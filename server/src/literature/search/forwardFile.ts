import { closeSync, openSync, readSync } from 'node:fs';

/** Where a read-only forward index gets a document's packed bytes. */
export interface ForwardBytesSource {
  /** Bytes [start, end) of the packed sequences; valid until the next call. */
  read(start: number, end: number): Uint8Array;
  close(): void;
}

/**
 * The forward index's packed sequences left in the index file and read per document: only the
 * documents a search re-scores (phrases, proximity, feedback) are read, each with one positioned
 * read served from the page cache, so the sequences stay out of the server's memory (decisions/009).
 */
export class ForwardFile implements ForwardBytesSource {
  private readonly fd: number;
  private buffer = Buffer.allocUnsafe(4096);

  /** `base` is the file offset where the packed sequences begin. */
  constructor(
    path: string,
    private readonly base: number,
  ) {
    this.fd = openSync(path, 'r');
  }

  read(start: number, end: number): Uint8Array {
    const length = end - start;
    if (length > this.buffer.length) this.buffer = Buffer.allocUnsafe(Math.max(length, this.buffer.length * 2));
    readSync(this.fd, this.buffer, 0, length, this.base + start);
    return this.buffer.subarray(0, length);
  }

  close(): void {
    closeSync(this.fd);
  }
}
