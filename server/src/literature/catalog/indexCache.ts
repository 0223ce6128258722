import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { loadIndex, saveIndex } from '../search/indexFile.js';
import { FilePaperStore } from './filePaperStore.js';
import { LocalIndex } from './localIndex.js';
import { MemoryPaperStore } from './memoryPaperStore.js';

const META = 'meta.json';
const INDEX = 'index.bin';

/**
 * Where the local index lives between starts: with a directory, papers are stored on disk and the
 * built index is saved there stamped with the catalogue fingerprint it was built from; without
 * one (tests), everything stays in memory and nothing is saved.
 */
export class IndexCache {
  constructor(private readonly dir: string | null) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /** An empty index with a store of the right kind. */
  newIndex(): LocalIndex {
    if (!this.dir) return new LocalIndex(new MemoryPaperStore());
    return new LocalIndex(FilePaperStore.create(join(this.dir, `papers-${randomUUID()}.bin`)));
  }

  /**
   * Saves the index and its papers' byte ranges. The stamp is cleared first and written last, so a
   * crash part-way leaves a cache that is rebuilt rather than one that is wrong.
   */
  async save(local: LocalIndex, fingerprint: string): Promise<void> {
    if (!this.dir || !(local.store instanceof FilePaperStore)) return;
    await writeFile(join(this.dir, META), JSON.stringify({ fingerprint: null }));
    local.store.persist();
    await saveIndex(local.index, join(this.dir, INDEX));
    const store = basename(local.store.path);
    await writeFile(join(this.dir, META), JSON.stringify({ fingerprint, store }));
    const stale = (await readdir(this.dir)).filter((f) => f.startsWith('papers-') && !f.startsWith(store));
    await Promise.all(stale.map((f) => rm(join(this.dir!, f), { force: true })));
  }

  /** The saved index when it was built from the catalogue at `fingerprint`; null when absent, stale or unreadable. */
  async load(fingerprint: string): Promise<LocalIndex | null> {
    if (!this.dir) return null;
    try {
      const meta = JSON.parse(await readFile(join(this.dir, META), 'utf8')) as {
        fingerprint: string | null;
        store: string;
      };
      if (meta.fingerprint !== fingerprint) return null;
      const index = await loadIndex(join(this.dir, INDEX));
      return new LocalIndex(FilePaperStore.open(join(this.dir, meta.store)), index);
    } catch {
      // A missing or damaged cache only costs a rebuild from the table.
      return null;
    }
  }
}
