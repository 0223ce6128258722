import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../../db/types.js';
import type { Env } from '../../env.js';
import { SHIPPED_CORPUS_DIR } from '../corpus/shippedCorpus.js';
import { createCachedSources } from '../sources/createSources.js';
import type { SourceCallObserver } from '../sources/sourceCallObserver.js';
import { createLiteratureCatalog, type LoadingCatalog } from './createLiteratureCatalog.js';

/** Time a fan-out search gives the live sources beyond one request's timeout (a retry, the merge). */
const FAN_OUT_SLACK_MS = 2000;

/**
 * The app's catalogue as configured: corpus from CORPUS_DIR (default the shipped data/corpus),
 * loaded when CORPUS_AUTOLOAD, index cached in DATA_DIR/search (unless `cacheDir` says otherwise),
 * live sources from LITERATURE_SOURCES with their responses cached in the database (their requests
 * reported to `observe`).
 */
export function createCatalogFromEnv(
  env: Env,
  db: Db,
  options: {
    log?: Pick<Logger, 'info' | 'warn' | 'error'>;
    cacheDir?: string | null;
    now?: () => Date;
    observe?: SourceCallObserver;
  } = {},
): LoadingCatalog {
  return createLiteratureCatalog({
    db,
    corpusDir: env.CORPUS_DIR ?? SHIPPED_CORPUS_DIR,
    autoload: env.CORPUS_AUTOLOAD,
    cacheDir: options.cacheDir === undefined ? join(env.DATA_DIR, 'search') : options.cacheDir,
    sources: createCachedSources(env, db, options.observe),
    deadlineMs: env.SOURCE_TIMEOUT_MS + FAN_OUT_SLACK_MS,
    now: options.now ?? (() => new Date()),
    log: options.log,
  });
}
