import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fakes/s3Server.js';
import { describeBlobStoreContract } from './blobStore.contract.js';
import { createS3Client } from './s3Client.js';
import { s3BlobStore } from './s3BlobStore.js';
import { s3FileStorage } from './s3FileStorage.js';

async function keysUnder(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

function clientFor(s3: FakeS3): S3Client {
  return createS3Client({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
}

describeBlobStoreContract('S3 (s3rver)', async () => {
  const s3 = await startFakeS3();
  const client = clientFor(s3);
  return {
    store: s3BlobStore(client, s3.bucket),
    leftovers: async () => [...(await keysUnder(client, s3.bucket, 'tmp/')), ...s3.pendingUploads()],
    blobKeys: async () => (await keysUnder(client, s3.bucket, 'blobs/')).map((key) => key.slice('blobs/'.length)),
    close: async () => {
      client.destroy();
      await s3.close();
    },
  };
});

describe('s3BlobStore.sweepTemporary', () => {
  let s3: FakeS3;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startFakeS3();
    client = clientFor(s3);
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  it('removes temporary objects older than the cutoff and nothing else', async () => {
    for (const key of ['tmp/left-by-a-crash', 'blobs/' + 'a'.repeat(64)])
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x' }));
    const store = s3BlobStore(client, s3.bucket);
    expect(await store.sweepTemporary(60_000)).toBe(0);
    expect(await store.sweepTemporary(-1000)).toBe(1);
    expect(await keysUnder(client, s3.bucket, '')).toEqual(['blobs/' + 'a'.repeat(64)]);
  });
});

describe('s3FileStorage (editor images on S3)', () => {
  let s3: FakeS3;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startFakeS3();
    client = clientFor(s3);
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  it('puts and gets whole buffers under images/, null for an unknown or unsafe key', async () => {
    const files = s3FileStorage(client, s3.bucket);
    await files.put('0123456789abcdef0123456789abcdef', Buffer.from('png bytes'));
    expect((await files.get('0123456789abcdef0123456789abcdef'))?.toString()).toBe('png bytes');
    expect(await files.get('ffffffffffffffffffffffffffffffff')).toBeNull();
    expect(await files.get('../x')).toBeNull();
    expect(await keysUnder(client, s3.bucket, 'images/')).toEqual(['images/0123456789abcdef0123456789abcdef']);
  });
});
