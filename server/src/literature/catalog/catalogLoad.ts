import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import * as papersRepo from '../../db/repos/papers.js';
import type { Db } from '../../db/types.js';
import { readCorpus } from '../corpus/readCorpus.js';
import type { CorpusSet } from '../corpus/shippedCorpus.js';
import { ConcurrentLoadError, loadCorpus } from './corpusLoader.js';
import { fileDigest } from './fileDigest.js';
import type { IndexCache } from './indexCache.js';
import { LocalIndex } from './localIndex.js';
import { MemoryPaperStore } from './memoryPaperStore.js';
import { rowToPaper } from './paperRows.js';

/** Rows read per page while (re)building the index from the table. */
const PAGE_ROWS = 1000;
/**
 * Rows read per page while writing the paper file for a child build: a page is one synchronous
 * query in an embedded database, so small pages keep requests served meanwhile waiting briefly.
 */
const STORE_PAGE_ROWS = 250;
/** Records per transaction of the background corpus load. */
const LOAD_BATCH = 250;

/** What loading the catalogue needs. */
export interface CatalogLoadDeps {
  db: Db;
  corpusDir: string;
  sets: readonly CorpusSet[];
  cache: IndexCache;
  now: () => Date;
  log?: Pick<Logger, 'info' | 'warn'>;
  /** A progress line every this many records of a corpus load. */
  progressEvery: number;
}

/** Where the catalogue's searchable index lives while it loads; swapped whole when a cache is read. */
export interface IndexHolder {
  local: LocalIndex;
}

async function stamp(db: Db): Promise<{ rows: number; key: string }> {
  const { rows, newest } = await papersRepo.fingerprint(db);
  return { rows, key: `${rows}:${newest?.toISOString() ?? '-'}` };
}

/** Puts `next` in place of the holder's index and releases the old one. */
function swap(holder: IndexHolder, next: LocalIndex): void {
  const old = holder.local;
  holder.local = next;
  old.close();
}

/** Indexes every row of the table into a fresh in-memory index, page by page (searches see it grow). */
async function rebuildFromTable(deps: CatalogLoadDeps, holder: IndexHolder, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  swap(holder, new LocalIndex(new MemoryPaperStore()));
  for (let after: string | null = null; ;) {
    signal.throwIfAborted();
    const rows = await papersRepo.pageAfter(db, after, PAGE_ROWS);
    for (const row of rows) holder.local.addRow(row);
    if (rows.length < PAGE_ROWS) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * Writes every row of the table to a new paper file and has a child process index it; the loaded
 * result replaces the holder's index. The server's heap never holds an index being built.
 */
async function rebuildInChild(
  deps: CatalogLoadDeps,
  holder: IndexHolder,
  fingerprint: string,
  signal: AbortSignal,
): Promise<void> {
  const store = deps.cache.newStore();
  try {
    for (let after: string | null = null; ;) {
      signal.throwIfAborted();
      const rows = await papersRepo.pageAfter(deps.db, after, STORE_PAGE_ROWS);
      for (const row of rows) store.put(row.id, rowToPaper(row));
      if (rows.length < STORE_PAGE_ROWS) break;
      after = rows.at(-1)!.id;
      // An embedded query settles without an I/O turn, so without this the pages would run back to
      // back and hold requests for the whole pass (decisions/009).
      await nextTurn();
    }
  } catch (err) {
    store.close();
    throw err;
  }
  const { local, child } = await deps.cache.buildFrom(store, fingerprint, signal);
  swap(holder, local);
  deps.log?.info({ papers: child.papers, childPeakRssMb: child.peakRssMb }, 'search index built in a child process');
}

/**
 * Loads each set of the built-in corpus not yet fully in the table, indexing rows as they commit
 * when `holder` is given (else the rows are indexed by a rebuild afterwards).
 */
async function loadSets(deps: CatalogLoadDeps, holder: IndexHolder | null, signal: AbortSignal): Promise<void> {
  for (const set of deps.sets) {
    const path = join(deps.corpusDir, set.file);
    let logged = 0;
    const result = await loadCorpus(
      deps.db,
      {
        dataset: set.source,
        file: set.file,
        digest: await fileDigest(path),
        recordsTotal: set.records,
        records: readCorpus(path),
      },
      {
        now: deps.now,
        signal,
        // Small batches: requests served while the corpus loads wait behind at most one of them.
        batchSize: LOAD_BATCH,
        onBatch: (rows, done) => {
          if (holder) for (const row of rows) holder.local.addRow(row);
          if (done - logged < deps.progressEvery) return;
          logged = done;
          deps.log?.info(
            { dataset: set.source, done, total: set.records, rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20) },
            'loading the built-in corpus',
          );
        },
      },
    ).catch((err: unknown) => {
      if (!(err instanceof ConcurrentLoadError)) throw err;
      // Its rows are indexed by the rebuild that follows, as far as they are committed.
      deps.log?.warn({ dataset: set.source }, 'another server is loading this corpus set; not loading it here');
      return null;
    });
    if (result && !result.skipped)
      deps.log?.info({ dataset: set.source, inserted: result.inserted }, 'corpus set loaded');
  }
}

/**
 * Makes the catalogue searchable: reads the cached index when it matches the table; then loads any
 * part of the built-in corpus still missing. With an on-disk cache, a missing or outdated index is
 * rebuilt in a child process once the table is complete (searches meanwhile answer from the cached
 * index, or nothing); in memory (tests) the index grows as rows commit.
 */
export async function loadCatalog(deps: CatalogLoadDeps, holder: IndexHolder, signal: AbortSignal): Promise<void> {
  const before = await stamp(deps.db);
  const cached = await deps.cache.load(before.key);
  if (cached) swap(holder, cached);
  else if (!deps.cache.isOnDisk) await rebuildFromTable(deps, holder, signal);
  await loadSets(deps, deps.cache.isOnDisk ? null : holder, signal);
  const after = await stamp(deps.db);
  // An empty table needs no child process (nor a cache): the empty index is built in memory below.
  if (deps.cache.isOnDisk && after.rows > 0) {
    if (!cached || after.key !== before.key) await rebuildInChild(deps, holder, after.key, signal);
  } else if (holder.local.size !== after.rows) {
    // A reloaded set deleted rows the index still holds; the table is the truth.
    await rebuildFromTable(deps, holder, signal);
  }
  deps.log?.info(
    { papers: holder.local.size, fromCache: cached !== null && after.key === before.key },
    'literature catalogue ready',
  );
}
