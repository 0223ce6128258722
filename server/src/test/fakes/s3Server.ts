import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Multipart uploads started and neither completed nor aborted (read from the fake's own folder). */
  pendingUploads(): string[];
  close(): Promise<void>;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The part of Koa's context the middleware uses (s3rver is a Koa app; its types leave that out). */
interface KoaContext {
  method: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * A local S3-compatible server (s3rver, on a free port, files in a temp folder) with one bucket.
 * s3rver 3.7 has no AbortMultipartUpload, which our driver relies on; the small middleware below adds
 * it (removing the upload's parts, as S3 does) so the tests can check that the driver really aborts.
 */
export async function startFakeS3(bucket = 'inkstone-test'): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    if (!UPLOAD_ID.test(uploadId) || !fs.existsSync(path.join(uploadsDir, uploadId))) {
      ctx.status = 404;
      ctx.body = 'NoSuchUpload';
      return;
    }
    fs.rmSync(path.join(uploadsDir, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    pendingUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
