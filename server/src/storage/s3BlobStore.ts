import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, resolveRange } from './blobErrors.js';
import type { BlobStore } from './blobStore.js';
import { HashingMeter } from './hashingMeter.js';
import { isS3NotFound, sweepS3Prefix } from './s3Objects.js';

const BLOB_PREFIX = 'blobs/';
const TEMP_PREFIX = 'tmp/';
// 5 MiB is S3's smallest part; two in flight keep a fast link busy while holding ≤ ~10 MiB per upload.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * BlobStore on an S3-compatible bucket: `blobs/<sha256>`. The hash is known only once the bytes
 * have streamed, so they are uploaded to `tmp/<uuid>` first (multipart above 5 MiB, aborted on any
 * failure), then copied to their key unless it exists already, then the temporary object is deleted.
 * CopyObject handles up to 5 GB, far above any upload limit here.
 */
export function s3BlobStore(client: S3Client, bucket: string): BlobStore {
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return BLOB_PREFIX + key;
  };
  const deleteObject = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  const stat = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  };

  /** Streams the bytes to a temporary object; the stream's own error (too large, source broke) wins. */
  async function uploadTemporary(source: Readable, meter: HashingMeter, tempKey: string): Promise<void> {
    let streamError: Error | undefined;
    const piped = pipeline(source, meter).catch((error: Error) => {
      streamError = error;
    });
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: tempKey, Body: meter, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (error) {
      // The service failed: stop reading so the source (an HTTP upload) is released too.
      meter.destroy();
      await piped;
      throw streamError ?? error;
    }
    await piped;
    if (streamError) throw streamError;
  }

  return {
    stat,
    exists: async (key) => (await stat(key)) !== null,

    async putStream(source, { maxBytes }) {
      const tempKey = `${TEMP_PREFIX}${randomUUID()}`;
      const meter = new HashingMeter(maxBytes);
      try {
        await uploadTemporary(source, meter, tempKey);
        const { key, size, head } = meter.result();
        const created = (await stat(key)) === null;
        if (created)
          await client.send(
            new CopyObjectCommand({ Bucket: bucket, Key: objectKey(key), CopySource: `${bucket}/${tempKey}` }),
          );
        await deleteObject(tempKey);
        return { key, size, head, created };
      } catch (error) {
        // A single-part upload that got through leaves an object; sweepTemporary catches what this misses.
        await deleteObject(tempKey).catch(() => undefined);
        throw error;
      }
    },

    async getStream(key, range) {
      const found = await stat(key);
      if (!found) return null;
      const { start, end } = resolveRange(found.size, range);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${start}-${end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject returned no Node stream');
        return { body: object.Body, size: found.size, start, end };
      } catch (error) {
        if (isS3NotFound(error)) return null; // deleted between the two calls
        throw error;
      }
    },

    async delete(key) {
      await deleteObject(objectKey(key));
    },

    sweepTemporary: (olderThanMs) => sweepS3Prefix(client, bucket, TEMP_PREFIX, olderThanMs),
  };
}
