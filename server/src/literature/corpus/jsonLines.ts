import { readTextLines, type ReadProgress } from './textLines.js';

/** Streams the parsed JSON objects of a JSON Lines file (gzip-compressed when it ends in `.gz`). */
export async function* readJsonLines(path: string, progress?: ReadProgress): AsyncGenerator<unknown> {
  let lineNumber = 0;
  for await (const line of readTextLines(path, progress)) {
    lineNumber++;
    if (line.trim() === '') continue;
    try {
      yield JSON.parse(line) as unknown;
    } catch (error) {
      throw new Error(`${path}:${lineNumber}: invalid JSON`, { cause: error });
    }
  }
}
