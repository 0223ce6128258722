import { readFile, rename, writeFile } from 'node:fs/promises';
import type { SearchIndex } from './searchIndex.js';
import { deserializeIndex, serializeIndex } from './serialize.js';

/** Writes the index to `path` atomically (a temporary file renamed over the old one). */
export async function saveIndex(index: SearchIndex, path: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, serializeIndex(index));
  await rename(temporary, path);
}

/** Reads an index written by saveIndex. */
export async function loadIndex(path: string): Promise<SearchIndex> {
  return deserializeIndex(await readFile(path));
}
