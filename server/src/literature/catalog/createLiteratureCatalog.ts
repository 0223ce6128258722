import type { Logger } from 'pino';
import type { Db } from '../../db/types.js';
import type { CorpusStatus, LiteratureCatalog } from '../catalog.js';
import { readCorpusManifest } from '../corpus/shippedCorpus.js';
import { englishQuery } from '../crossLingual/englishQuery.js';
import { fanOutSearch } from '../sources/fanOutSearch.js';
import type { LiteratureSource } from '../sources/types.js';
import { loadCatalog, type IndexHolder } from './catalogLoad.js';
import { lookupPaper } from './catalogLookup.js';
import { IndexCache } from './indexCache.js';
import { LocalIndex } from './localIndex.js';
import { MemoryPaperStore } from './memoryPaperStore.js';

/** What a catalogue is made of. */
export interface CatalogDeps {
  db: Db;
  /** Directory holding `manifest.json` and the corpus sets it lists (data/corpus, or a test sample). */
  corpusDir: string;
  /** Whether the corpus sets are loaded into the table (else only rows already there are indexed). */
  autoload: boolean;
  /** Where the built index is kept between starts; null keeps it in memory only. */
  cacheDir: string | null;
  /** Enabled live sources (empty offline). */
  sources: readonly LiteratureSource[];
  /** Overall deadline of a fan-out search. */
  deadlineMs: number;
  now: () => Date;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** A progress line every this many records while loading the corpus (default 5,000). */
  progressEvery?: number;
}

/** A catalogue whose corpus load is started explicitly (the server starts it once it listens). */
export interface LoadingCatalog extends LiteratureCatalog {
  /** Starts loading the corpus in the background; calling it again does nothing. */
  startLoading(): void;
  /**
   * Starts loading after `delayMs` (so the work does not compete with the rest of start-up), or at
   * the first search if one comes sooner.
   */
  startLoadingAfter(delayMs: number): void;
}

/**
 * The literature catalogue over the `papers` table and the live sources. Until the corpus is
 * loaded, local searches answer from what is indexed so far and status() says `loading`.
 */
export function createLiteratureCatalog(deps: CatalogDeps): LoadingCatalog {
  // Listed (for their attribution) even when not loaded: earlier starts may have put them in the table.
  const sets = readCorpusManifest(deps.corpusDir);
  const cache = new IndexCache(deps.cacheDir);
  // An empty stand-in until the cached or rebuilt index takes its place.
  const holder: IndexHolder = { local: new LocalIndex(new MemoryPaperStore()) };
  const stop = new AbortController();
  let state: CorpusStatus['state'] = 'loading';
  let loading: Promise<void> | null = null;
  let failure: unknown;

  const startLoading = (): Promise<void> =>
    (loading ??= loadCatalog(
      { ...deps, sets: deps.autoload ? sets : [], cache, progressEvery: deps.progressEvery ?? 5000 },
      holder,
      stop.signal,
    ).then(
      () => {
        state = 'ready';
      },
      (err: unknown) => {
        state = 'failed';
        failure = err;
        if (!stop.signal.aborted) deps.log?.error({ err }, 'loading the literature catalogue failed');
      },
    ));

  // The first search starts a load that is still waiting for its delay; it answers from what is indexed so far.
  const searchLocal: LiteratureCatalog['searchLocal'] = (query, options) => {
    if (!stop.signal.aborted) void startLoading();
    return holder.local.search(query, options);
  };

  return {
    sources: deps.sources,
    startLoading: () => void startLoading(),
    startLoadingAfter: (delayMs) => {
      setTimeout(() => {
        if (!stop.signal.aborted) void startLoading();
      }, delayMs).unref();
    },
    ready: async () => {
      await startLoading();
      if (state === 'failed') throw new Error('the literature catalogue failed to load', { cause: failure });
    },
    status: () => ({
      state,
      papers: holder.local.size,
      sets: sets.map(({ source, records, licence, licenceUrl, attribution }) => ({
        source,
        records,
        licence,
        licenceUrl,
        attribution,
      })),
    }),
    searchLocal,
    search: (query, options) => {
      const wanted = options.sources ? new Set(options.sources) : null;
      return fanOutSearch(
        {
          sources: wanted ? deps.sources.filter((s) => wanted.has(s.name)) : deps.sources,
          local:
            !wanted || wanted.has('local')
              ? (q, o) => Promise.resolve(searchLocal(q, o).map((hit) => hit.paper))
              : undefined,
          deadlineMs: deps.deadlineMs,
          // The live sources index English: a Chinese query goes to them translated (the local index translates itself).
          sourceQuery: englishQuery(query) ?? undefined,
        },
        query,
        options,
      );
    },
    lookup: (id, signal) => lookupPaper(deps.db, deps.sources, id, signal),
    close: async () => {
      stop.abort(new Error('catalogue closed'));
      await loading;
      holder.local.close();
    },
  };
}
