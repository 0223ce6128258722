import path from 'node:path';
import type { Env } from '../env.js';
import type { BlobStore } from './blobStore.js';
import type { FileStorage } from './fileStorage.js';
import { localBlobStore } from './localBlobStore.js';
import { localDiskStorage } from './localDiskStorage.js';
import { createS3Client, s3SettingsOf } from './s3Client.js';
import { s3BlobStore } from './s3BlobStore.js';
import { s3FileStorage } from './s3FileStorage.js';

/** The storage the environment configures: uploaded files (`blobs`) and editor images (`images`). */
export function createStorage(env: Env): { blobs: BlobStore; images: FileStorage } {
  if (env.STORAGE === 's3') {
    const settings = s3SettingsOf(env);
    const client = createS3Client(settings);
    return { blobs: s3BlobStore(client, settings.bucket), images: s3FileStorage(client, settings.bucket) };
  }
  // Images stay flat in DATA_DIR/files (32-hex names, as before); blobs go into its ab/cd/ shards
  // and tmp/, which no image name can collide with.
  const root = path.join(env.DATA_DIR, 'files');
  return { blobs: localBlobStore(root), images: localDiskStorage(root) };
}
