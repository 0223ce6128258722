import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** Streams the parsed JSON objects of a JSON Lines file (gzip-compressed when it ends in `.gz`). */
export async function* readJsonLines(path: string): AsyncGenerator<unknown> {
  const file: Readable = createReadStream(path);
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    try {
      yield JSON.parse(line) as unknown;
    } catch (error) {
      throw new Error(`${path}:${lineNumber}: invalid JSON`, { cause: error });
    }
  }
}
