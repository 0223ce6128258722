import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { loadIndex } from '../search/indexFile.js';
import { buildIndexInChild, type ChildBuildResult } from './buildIndexInChild.js';
import { FilePaperStore } from './filePaperStore.js';
import { LocalIndex } from './localIndex.js';

const META = 'meta.json';
// The single index file of earlier releases, still read when meta.json names no index of its own.
const LEGACY_INDEX = 'index.bin';
/**
 * Files of another generation are removed only once nothing has written them for this long: the web
 * servers and the worker of one machine share DATA_DIR (docs/deploy.md) and may build at the same
 * time, and a build in progress must not lose its files to another process's clean-up.
 */
export const UNUSED_FILE_AGE_MS = 60 * 60 * 1000;

interface Stamp {
  fingerprint: string | null;
  store: string;
  index?: string;
}

/** The index file built from paper file `store` (`papers-<id>.bin` → `index-<id>.bin`). */
const indexFileOf = (store: string) => store.replace(/^papers-/, 'index-');

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
   * with `fingerprint` and returns it loaded, with what the child reported. Each build writes files of
   * its own (the store's name), so processes sharing the directory never read each other's half.
   */
  async buildFrom(
    store: FilePaperStore,
    fingerprint: string,
    signal: AbortSignal,
  ): Promise<{ local: LocalIndex; child: ChildBuildResult }> {
    if (!this.dir) throw new Error('an in-memory index cache cannot build in a child process');
    store.persist();
    store.close();
    const storeFile = basename(store.path);
    const child = await buildIndexInChild(store.path, join(this.dir, indexFileOf(storeFile)), signal);
    const stamp: Stamp = { fingerprint, store: storeFile, index: indexFileOf(storeFile) };
    await this.writeStamp(stamp);
    const local = this.open(stamp);
    await this.removeUnused(stamp);
    return { local, child };
  }

  /** Marks `stamp`'s files as the saved index, in one rename (a reader sees the old stamp or the new). */
  private async writeStamp(stamp: Stamp): Promise<void> {
    const temporary = join(this.dir!, `${META}.${process.pid}.${randomUUID()}.tmp`);
    await writeFile(temporary, JSON.stringify(stamp));
    await rename(temporary, join(this.dir!, META));
  }

  /**
   * Removes the paper and index files (and leftovers of interrupted writes) of other generations once
   * unused for UNUSED_FILE_AGE_MS. A process still reading removed files keeps them open (their space
   * is freed when it closes them).
   */
  private async removeUnused(current: Stamp): Promise<void> {
    const kept = new Set([META, current.store, `${current.store}.idx`, current.index ?? LEGACY_INDEX]);
    const now = Date.now();
    for (const name of await readdir(this.dir!)) {
      if (kept.has(name) || !/^(papers-|index-|index\.bin|meta\.json\.)/.test(name)) continue;
      const file = join(this.dir!, name);
      const modified = await stat(file).then(
        (s) => s.mtimeMs,
        () => now,
      );
      if (now - modified >= UNUSED_FILE_AGE_MS) await rm(file, { force: true });
    }
  }

  private open(stamp: Stamp): LocalIndex {
    const index = loadIndex(join(this.dir!, stamp.index ?? LEGACY_INDEX));
    return new LocalIndex(FilePaperStore.open(join(this.dir!, stamp.store)), index);
  }

  /** The saved index when it was built from the catalogue at `fingerprint`; null when absent, stale or unreadable. */
  async load(fingerprint: string): Promise<LocalIndex | null> {
    if (!this.dir) return null;
    try {
      const stamp = JSON.parse(await readFile(join(this.dir, META), 'utf8')) as Stamp;
      if (stamp.fingerprint !== fingerprint) return null;
      const local = this.open(stamp);
      await this.removeUnused(stamp);
      return local;
    } catch {
      // A missing or damaged cache only costs a rebuild from the table.
      return null;
    }
  }
}
