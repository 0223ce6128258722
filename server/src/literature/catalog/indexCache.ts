import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { loadIndex } from '../search/indexFile.js';
import { buildIndexInChild, type ChildBuildResult } from './buildIndexInChild.js';
import { FilePaperStore } from './filePaperStore.js';
import { LocalIndex } from './localIndex.js';

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

  /** Whether indexes are kept on disk (then a rebuild runs in a child process, see buildFrom). */
  get isOnDisk(): boolean {
    return this.dir !== null;
  }

  /** A new, empty paper file in the cache directory, to be indexed by buildFrom. */
  newStore(): FilePaperStore {
    if (!this.dir) throw new Error('an in-memory index cache has no paper files');
    return FilePaperStore.create(join(this.dir, `papers-${randomUUID()}.bin`));
  }

  /**
   * Builds the index of `store`'s papers in a child process (the store is closed), saves it stamped
   * with `fingerprint` and returns it loaded, with what the child reported.
   */
  async buildFrom(
    store: FilePaperStore,
    fingerprint: string,
    signal: AbortSignal,
  ): Promise<{ local: LocalIndex; child: ChildBuildResult }> {
    if (!this.dir) throw new Error('an in-memory index cache cannot build in a child process');
    await this.clearStamp();
    store.persist();
    store.close();
    const child = await buildIndexInChild(store.path, join(this.dir, INDEX), signal);
    await this.writeStamp(fingerprint, basename(store.path));
    const local = await this.load(fingerprint);
    if (!local) throw new Error('the index built in a child process could not be read');
    return { local, child };
  }

  private async clearStamp(): Promise<void> {
    await writeFile(join(this.dir!, META), JSON.stringify({ fingerprint: null }));
  }

  /** Marks the saved index as built from `fingerprint` over paper file `store`; removes other paper files. */
  private async writeStamp(fingerprint: string, store: string): Promise<void> {
    await writeFile(join(this.dir!, META), JSON.stringify({ fingerprint, store }));
    const stale = (await readdir(this.dir!)).filter((f) => f.startsWith('papers-') && !f.startsWith(store));
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
      const index = loadIndex(join(this.dir, INDEX));
      return new LocalIndex(FilePaperStore.open(join(this.dir, meta.store)), index);
    } catch {
      // A missing or damaged cache only costs a rebuild from the table.
      return null;
    }
  }
}
