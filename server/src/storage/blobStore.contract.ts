import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobRangeError, BlobTooLargeError } from './blobErrors.js';
import { HEAD_BYTES, type BlobStore } from './blobStore.js';

export interface ContractTarget {
  store: BlobStore;
  /** Temporary files or objects and pending multipart uploads: empty whenever no upload is running. */
  leftovers(): Promise<string[]>;
  /** The blobs stored (keys), to check that one upload stored twice is one blob. */
  blobKeys(): Promise<string[]>;
  close(): Promise<void>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/** The bytes in chunks of 64 KiB, as a network upload arrives. */
function chunked(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
    })(),
  );
}

/** A source that sends `bytes` and then breaks, as a client that disconnects mid-upload. */
function breaksAfter(bytes: Buffer, error: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
      await delay(20);
      throw error;
    })(),
  );
}

/**
 * The behaviour every BlobStore driver shares; each driver's test file runs it. Sizes past 5 MiB
 * make the S3 driver go multipart, so its abort path is exercised, not only single PUTs.
 */
export function describeBlobStoreContract(name: string, open: () => Promise<ContractTarget>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let t: ContractTarget;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(async () => {
      await t.close();
    });

    it('stores a stream under its SHA-256 and reads the same bytes back', async () => {
      const bytes = randomBytes(6 * MB + 123);
      const put = await t.store.putStream(chunked(bytes), { maxBytes: 10 * MB });
      expect(put).toMatchObject({ key: sha256(bytes), size: bytes.length, created: true });
      expect(put.head.equals(bytes.subarray(0, HEAD_BYTES))).toBe(true);
      expect(await t.store.stat(put.key)).toEqual({ size: bytes.length });
      expect(await t.store.exists(put.key)).toBe(true);
      const read = await t.store.getStream(put.key);
      expect(read).toMatchObject({ size: bytes.length, start: 0, end: bytes.length - 1 });
      expect((await buffer(read!.body)).equals(bytes)).toBe(true);
    });

    it('stores the same bytes twice as one blob and leaves no temporary copy', async () => {
      const bytes = randomBytes(200 * 1024);
      const before = await t.store.putStream(chunked(bytes), { maxBytes: MB });
      const again = await t.store.putStream(chunked(bytes, 1000), { maxBytes: MB });
      expect(again).toMatchObject({ key: before.key, size: bytes.length, created: false });
      expect((await t.blobKeys()).filter((k) => k === before.key)).toHaveLength(1);
      expect(await t.leftovers()).toEqual([]);
    });

    it('accepts exactly maxBytes and keeps a short file whole as its head', async () => {
      const bytes = Buffer.from('# Notes\n\nexactly this long');
      const put = await t.store.putStream(chunked(bytes), { maxBytes: bytes.length });
      expect(put.head.equals(bytes)).toBe(true);
    });

    it('stores an empty stream', async () => {
      const put = await t.store.putStream(Readable.from([]), { maxBytes: 10 });
      expect(put).toMatchObject({ key: sha256(Buffer.alloc(0)), size: 0 });
      expect((await buffer((await t.store.getStream(put.key))!.body)).length).toBe(0);
    });

    it('aborts past maxBytes with BlobTooLargeError and leaves nothing behind', async () => {
      const before = await t.blobKeys();
      const bytes = randomBytes(7 * MB);
      const source = chunked(bytes);
      const failure = t.store.putStream(source, { maxBytes: 6 * MB });
      await expect(failure).rejects.toBeInstanceOf(BlobTooLargeError);
      await expect(failure).rejects.toMatchObject({ maxBytes: 6 * MB });
      expect(source.destroyed).toBe(true); // the upload stops being read, not drained to the end
      expect(await t.leftovers()).toEqual([]);
      expect(await t.blobKeys()).toEqual(before);
    });

    it('leaves nothing behind when the source breaks mid-way (small and multipart sizes)', async () => {
      const before = await t.blobKeys();
      for (const size of [100 * 1024, 6 * MB]) {
        const failure = t.store.putStream(breaksAfter(randomBytes(size), new Error('client went away')), {
          maxBytes: 20 * MB,
        });
        await expect(failure).rejects.toThrow('client went away');
        expect(await t.leftovers()).toEqual([]);
      }
      expect(await t.blobKeys()).toEqual(before);
    });

    it('deletes a blob; deleting again or reading it afterwards finds nothing', async () => {
      const put = await t.store.putStream(chunked(randomBytes(1000)), { maxBytes: MB });
      await t.store.delete(put.key);
      expect(await t.store.exists(put.key)).toBe(false);
      expect(await t.store.stat(put.key)).toBeNull();
      expect(await t.store.getStream(put.key)).toBeNull();
      await t.store.delete(put.key);
      expect(await t.blobKeys()).not.toContain(put.key);
    });

    it('serves byte ranges, clamps the end, and refuses a start past the end', async () => {
      const bytes = randomBytes(100_000);
      const { key } = await t.store.putStream(chunked(bytes), { maxBytes: MB });
      const middle = await t.store.getStream(key, { start: 10, end: 19 });
      expect(middle).toMatchObject({ size: bytes.length, start: 10, end: 19 });
      expect((await buffer(middle!.body)).equals(bytes.subarray(10, 20))).toBe(true);
      const tail = await t.store.getStream(key, { start: 99_990, end: 1_000_000 });
      expect(tail).toMatchObject({ start: 99_990, end: 99_999 });
      expect((await buffer(tail!.body)).equals(bytes.subarray(99_990))).toBe(true);
      await expect(t.store.getStream(key, { start: 100_000 })).rejects.toBeInstanceOf(BlobRangeError);
      await expect(t.store.getStream(key, { start: 50, end: 40 })).rejects.toBeInstanceOf(BlobRangeError);
    });

    it('refuses keys that are not SHA-256 hex, before touching storage', async () => {
      for (const key of ['../etc/passwd', 'A'.repeat(64), 'ab/cd', ''])
        await expect(t.store.stat(key)).rejects.toThrow('Not a blob key');
      await expect(t.store.delete('..')).rejects.toThrow('Not a blob key');
    });
  });
}
