import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './fileStorage.js';
import { isS3NotFound } from './s3Objects.js';

// The same alphabet as the local driver accepts, so a key means the same object on either.
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** FileStorage (editor images, small whole buffers) as `images/<key>` objects in the bucket. */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  const objectKey = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return `images/${key}`;
  };
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes }));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
  };
}
