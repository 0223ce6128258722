import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, resolveRange } from './blobErrors.js';
import type { BlobStore } from './blobStore.js';
import { HashingMeter } from './hashingMeter.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes a rename durable: the directory entry, not only the file's bytes, must reach the disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * BlobStore on the local disk: `<root>/ab/cd/<sha256>`, two levels of 256 folders so no folder grows
 * past a few thousand entries. Uploads are written to `<root>/tmp/` (the same filesystem, so the final
 * rename is atomic: a reader sees the whole file or none).
 */
export function localBlobStore(root: string): BlobStore {
  const tempDir = path.join(root, 'tmp');
  const blobPath = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  const stat = async (key: string) => {
    try {
      const { size } = await fs.stat(blobPath(key));
      return { size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    stat,
    exists: async (key) => (await stat(key)) !== null,

    async putStream(source, { maxBytes }) {
      await fs.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      // Opened before streaming so the file surely exists when a failure removes it (a write stream
      // that opens lazily could create it after the cleanup ran).
      const handle = await fs.open(temp, 'wx');
      const meter = new HashingMeter(maxBytes);
      try {
        // flush: fsync before close, so the rename never publishes bytes still only in the page cache.
        await pipeline(source, meter, handle.createWriteStream({ flush: true }));
        const { key, size, head } = meter.result();
        const target = blobPath(key);
        if (await stat(key)) {
          await fs.rm(temp, { force: true });
          return { key, size, head, created: false };
        }
        await fs.mkdir(path.dirname(target), { recursive: true });
        // Two uploads of the same bytes may both get here; the second rename replaces identical bytes.
        await fs.rename(temp, target);
        await syncDirectory(path.dirname(target));
        return { key, size, head, created: true };
      } catch (error) {
        await handle.close().catch(() => undefined);
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async getStream(key, range) {
      let handle: fs.FileHandle;
      try {
        // One open handle for size and bytes: a delete in between cannot make the stream fail later.
        handle = await fs.open(blobPath(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const { start, end } = resolveRange(size, range);
        if (size === 0) {
          await handle.close();
          return { body: Readable.from([]), size, start, end };
        }
        return { body: handle.createReadStream({ start, end }), size, start, end };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(blobPath(key), { force: true });
    },

    async sweepTemporary(olderThanMs) {
      let names: string[];
      try {
        names = await fs.readdir(tempDir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(tempDir, name);
        const info = await fs.stat(file).catch(() => null);
        if (info && info.mtimeMs < cutoff) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
