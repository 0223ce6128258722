import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/** Whether an S3 call failed because the object (or key) does not exist. */
export function isS3NotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Deletes the objects under `prefix` last modified more than `olderThanMs` ago; returns how many. */
export async function sweepS3Prefix(
  client: S3Client,
  bucket: string,
  prefix: string,
  olderThanMs: number,
): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key || !object.LastModified || object.LastModified.getTime() >= cutoff) continue;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      removed++;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
