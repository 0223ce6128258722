import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';

/** Bytes of a file's head that go into its digest. */
const HEAD_BYTES = 16 * 1024 * 1024;

/**
 * Identifies a corpus file's content for resuming its load: SHA-256 of its size and its first
 * 16 MiB. Reading only the head keeps this instant on multi-gigabyte snapshots; a file that differs
 * only beyond that and has the same size would be taken for the same one.
 */
export async function fileDigest(path: string): Promise<string> {
  const { size } = await stat(path);
  const hash = createHash('sha256').update(`${size}\n`);
  for await (const chunk of createReadStream(path, { end: HEAD_BYTES - 1 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
