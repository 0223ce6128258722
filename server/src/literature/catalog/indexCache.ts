import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadIndex, saveIndex } from '../search/indexFile.js';
import { LocalIndex } from './localIndex.js';
import { PaperStore } from './paperStore.js';

const META = 'meta.json';
const INDEX = 'index.bin';
const STORE = 'papers.bin';

/**
 * Writes the local index and its papers under `dir`, stamped with the catalogue fingerprint they
 * were built from. The stamp is written last, so a crash part-way leaves a stale (rebuilt) cache.
 */
export async function saveIndexCache(dir: string, local: LocalIndex, fingerprint: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, META), JSON.stringify({ fingerprint: null }));
  await saveIndex(local.index, join(dir, INDEX));
  const temporary = join(dir, `${STORE}.${process.pid}.tmp`);
  await writeFile(temporary, local.store.serialize());
  await rename(temporary, join(dir, STORE));
  await writeFile(join(dir, META), JSON.stringify({ fingerprint }));
}

/** The cached index when it was built from the catalogue at `fingerprint`; null when absent, stale or unreadable. */
export async function loadIndexCache(dir: string, fingerprint: string): Promise<LocalIndex | null> {
  try {
    const meta = JSON.parse(await readFile(join(dir, META), 'utf8')) as { fingerprint: string | null };
    if (meta.fingerprint !== fingerprint) return null;
    const [index, store] = await Promise.all([loadIndex(join(dir, INDEX)), readFile(join(dir, STORE))]);
    return new LocalIndex(index, PaperStore.deserialize(store));
  } catch {
    // A missing or damaged cache only costs a rebuild from the table.
    return null;
  }
}
