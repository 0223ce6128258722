import { closeSync, openSync, readSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { ForwardFile } from './forwardFile.js';
import type { SearchIndex } from './searchIndex.js';
import {
  columnCtor,
  indexFromColumns,
  INDEX_HEAD_PREFIX,
  parseIndexHead,
  serializeIndexChunks,
  type Column,
} from './serialize.js';

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

function readAt(fd: number, position: number, length: number): Buffer {
  // Buffer.alloc never hands out a slice of the shared pool, so every column starts aligned.
  const bytes = Buffer.alloc(length);
  if (readSync(fd, bytes, 0, length, position) !== length) throw new Error('search index file is truncated');
  return bytes;
}

/**
 * Reads an index written by saveIndex, column by column. The forward index's packed sequences stay
 * in the file and are read per document (see ForwardFile); close() the index to release the file.
 */
export function loadIndex(path: string): SearchIndex {
  const fd = openSync(path, 'r');
  try {
    const prefix = readAt(fd, 0, INDEX_HEAD_PREFIX);
    const head = readAt(fd, 0, INDEX_HEAD_PREFIX + prefix.readUInt32LE(INDEX_HEAD_PREFIX - 4));
    const { columns: layout, start } = parseIndexHead(head);
    const columns = new Map<string, Column>();
    let forwardAt = -1;
    for (const { name, kind, offset, length } of layout) {
      if (name === 'forwardBytes') {
        forwardAt = start + offset;
        continue;
      }
      const Ctor = columnCtor(kind);
      const bytes = readAt(fd, start + offset, length * Ctor.BYTES_PER_ELEMENT);
      columns.set(name, new Ctor(bytes.buffer as ArrayBuffer, bytes.byteOffset, length));
    }
    if (forwardAt < 0) throw new Error('search index file has no forward index');
    return indexFromColumns(columns, new ForwardFile(path, forwardAt));
  } finally {
    closeSync(fd);
  }
}
