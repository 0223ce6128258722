import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.js';

/** Where the S3-compatible service is (env: S3_*). */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; e.g. http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com. */
  endpoint?: string;
  region: string;
  /** Both unset: the SDK's default chain (instance role, AWS_* variables, shared config). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; MinIO and most self-hosted services need it. */
  forcePathStyle: boolean;
}

/** The S3 settings of an environment with STORAGE=s3 (loadEnv guarantees the bucket then). */
export function s3SettingsOf(env: Env): S3Settings {
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** An S3 client for the settings, tuned to work with S3-compatible services as well as AWS. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 checksums on every upload (aws-chunked trailers) are refused by many
    // S3-compatible services (older MinIO, OSS, COS, some R2 paths); the bytes are verified by our own
    // SHA-256 instead, so checksums are sent only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
