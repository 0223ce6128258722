import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blobStore.contract.js';
import { localBlobStore } from './localBlobStore.js';

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeBlobStoreContract('local disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-blobs-'));
  return {
    store: localBlobStore(root),
    leftovers: async () => filesUnder(path.join(root, 'tmp')),
    blobKeys: async () =>
      filesUnder(root)
        .filter((file) => !file.startsWith('tmp'))
        .map((file) => path.basename(file)),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

describe('localBlobStore layout', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-blobs-'));
  const store = localBlobStore(root);

  it('shards blobs into ab/cd/<sha256> folders', async () => {
    const { key } = await store.putStream(Readable.from([Buffer.from('hello')]), { maxBytes: 100 });
    expect(filesUnder(root)).toEqual([path.join(key.slice(0, 2), key.slice(2, 4), key)]);
  });

  it('sweeps temporary files left by a killed process, and only old ones', async () => {
    const tmp = path.join(root, 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'old.part'), 'x');
    fs.writeFileSync(path.join(tmp, 'fresh.part'), 'x');
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(path.join(tmp, 'old.part'), hourAgo, hourAgo);
    expect(await store.sweepTemporary(60_000)).toBe(1);
    expect(filesUnder(tmp)).toEqual(['fresh.part']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
