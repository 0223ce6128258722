import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './fileStorage.js';

// Keys become file names, so only a fixed alphabet is accepted: no separators, no "..".
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

function pathOf(dir: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(dir, key);
}

/** FileStorage on the local disk, one file per key under `dir` (DATA_DIR/files). */
export function localDiskStorage(dir: string): FileStorage {
  return {
    async put(key, bytes) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const target = pathOf(dir, key);
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, target);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(pathOf(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
