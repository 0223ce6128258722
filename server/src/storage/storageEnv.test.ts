import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.js';
import { createStorage } from './createStorage.js';

describe('storage settings', () => {
  it('defaults to the local disk', () => {
    expect(loadEnv({})).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('reads an S3-compatible service', () => {
    const env = loadEnv({
      STORAGE: 's3',
      S3_BUCKET: 'inkstone-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'inkstone-files', S3_FORCE_PATH_STYLE: true });
    expect(createStorage(env).blobs).toBeDefined();
  });

  it('names the variable when the S3 settings are wrong', () => {
    expect(() => loadEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadEnv({ STORAGE: 'disk' })).toThrow(/STORAGE/);
    expect(() => loadEnv({ S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(EnvError);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both/);
  });
});
