import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.js';
import { createS3Client, s3SettingsOf } from './s3Client.js';

/** What a storage probe found: where it looked, and the error code when it failed. */
export interface StorageProbe {
  kind: 'local' | 's3';
  target: string;
  latencyMs: number;
  error: string | null;
}

/** A short code for an error: a Node error code, the S3 error's name, or `timeout`. */
function codeOf(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timeout';
  const e = err as { code?: unknown; name?: unknown };
  if (typeof e.code === 'string') return e.code;
  if (typeof e.name === 'string' && e.name !== 'Error') return e.name;
  return 'error';
}

/**
 * Checks that the configured storage takes files, cheaply: the local directory (DATA_DIR/files) by
 * writing and removing a small file in it, the S3 bucket with HeadBucket. The S3 client is made
 * once, on first use.
 */
export function createStorageProbe(env: Env, timeoutMs: number): () => Promise<StorageProbe> {
  let client: S3Client | undefined;
  return async () => {
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const done = (kind: StorageProbe['kind'], target: string, error: string | null): StorageProbe => ({
      kind,
      target,
      latencyMs: Math.round(performance.now() - started),
      error,
    });
    if (env.STORAGE === 's3') {
      const { bucket, endpoint } = s3SettingsOf(env);
      const target = endpoint ? `${bucket} at ${endpoint}` : bucket;
      client ??= createS3Client(s3SettingsOf(env));
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
        return done('s3', target, null);
      } catch (err) {
        return done('s3', target, codeOf(err, signal));
      }
    }
    const dir = path.join(env.DATA_DIR, 'files');
    const probe = path.join(dir, `.health-${process.pid}`);
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
      return done('local', dir, null);
    } catch (err) {
      return done('local', dir, codeOf(err, signal));
    }
  };
}
