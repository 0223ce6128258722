import { createReadStream } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** Bytes of the file (compressed bytes for `.gz`) read so far, updated as the stream advances. */
export interface ReadProgress {
  bytesRead: number;
}

/** The lines of a text file, read as a stream (gunzipped when the name ends in `.gz`). */
export function readTextLines(path: string, progress?: ReadProgress): Interface {
  const file: Readable = createReadStream(path);
  if (progress) file.on('data', (chunk: Buffer) => void (progress.bytesRead += chunk.length));
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  return createInterface({ input, crlfDelay: Infinity });
}
