import { open, readFile, rename } from 'node:fs/promises';
import type { SearchIndex } from './searchIndex.js';
import { deserializeIndex, serializeIndexChunks } from './serialize.js';

/** Writes the index to `path` atomically (a temporary file renamed over the old one), column by column. */
export async function saveIndex(index: SearchIndex, path: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  try {
    for (const chunk of serializeIndexChunks(index)) await file.write(chunk);
  } finally {
    await file.close();
  }
  await rename(temporary, path);
}

/** Reads an index written by saveIndex. */
export async function loadIndex(path: string): Promise<SearchIndex> {
  return deserializeIndex(await readFile(path));
}
