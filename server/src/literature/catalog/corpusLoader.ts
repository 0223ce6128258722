import * as papersRepo from '../../db/repos/papers.js';
import * as importsRepo from '../../db/repos/papersImports.js';
import type { PaperRow } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { PaperInput } from '../paper.js';
import { paperToRow } from './paperRows.js';

/** One file's records to load into the catalogue under `dataset`. */
export interface CorpusLoad {
  dataset: string;
  /** Shown in corpus_imports and the log. */
  file: string;
  /** Identifies the file's content: a different digest reloads the dataset from scratch. */
  digest: string;
  recordsTotal: number | null;
  records: AsyncIterable<PaperInput>;
}

/** How a load is run. */
export interface CorpusLoadOptions {
  now: () => Date;
  /** Records per transaction (default 500). */
  batchSize?: number;
  /** Called after each committed batch with the rows it inserted (duplicates by DOI are skipped). */
  onBatch?: (inserted: PaperRow[], recordsDone: number) => void;
  /** Stops after the batch that reaches this many records, as a killed process would (tests). */
  stopAfter?: number;
  signal?: AbortSignal;
}

/** What a load did. */
export interface CorpusLoadResult {
  /** Already loaded from the same content: nothing was read. */
  skipped: boolean;
  /** Records of the file read so far (including those of earlier, interrupted runs). */
  recordsDone: number;
  inserted: number;
  finished: boolean;
}

/** Another process is loading the same dataset (several servers on one PostgreSQL); this one stops. */
export class ConcurrentLoadError extends Error {
  constructor(readonly dataset: string) {
    super(`another process is loading ${dataset}`);
  }
}

/** Where the load starts: after what a previous run of the same content committed, else from zero. */
async function resumePoint(db: Db, load: CorpusLoad, now: Date): Promise<number | 'done'> {
  const previous = await importsRepo.find(db, load.dataset);
  if (previous?.digest === load.digest) return previous.status === 'done' ? 'done' : previous.recordsDone;
  const isClaimed = await importsRepo.start(db, { ...load, startedAt: now }, previous?.digest ?? null);
  if (!isClaimed) throw new ConcurrentLoadError(load.dataset);
  if (previous) await papersRepo.deleteDataset(db, load.dataset);
  return 0;
}

/**
 * Streams a file's records into `papers` in batches, each committed in one transaction with the
 * record count in `corpus_imports`, so a run that stops (crash, kill, shutdown) resumes after the
 * last committed record. Papers whose DOI is already catalogued are skipped.
 */
export async function loadCorpus(db: Db, load: CorpusLoad, options: CorpusLoadOptions): Promise<CorpusLoadResult> {
  const batchSize = options.batchSize ?? 500;
  const start = await resumePoint(db, load, options.now());
  if (start === 'done') return { skipped: true, recordsDone: 0, inserted: 0, finished: true };
  let seen = 0;
  let inserted = 0;
  let batch: PaperInput[] = [];
  const commit = async (): Promise<void> => {
    const createdAt = options.now();
    const rows = await db.transaction(async (tx) => {
      // Count first: it locks the progress row, so a second loader of this dataset waits, then stops.
      const isOurs = await importsRepo.advance(tx, load.dataset, seen - batch.length, seen);
      if (!isOurs) throw new ConcurrentLoadError(load.dataset);
      return papersRepo.insertMany(
        tx,
        batch.map((paper) => paperToRow(load.dataset, paper, createdAt)),
      );
    });
    inserted += rows.length;
    batch = [];
    options.onBatch?.(rows, seen);
  };
  for await (const paper of load.records) {
    if (++seen <= start) continue;
    batch.push(paper);
    if (batch.length < batchSize) continue;
    await commit();
    options.signal?.throwIfAborted();
    if (options.stopAfter !== undefined && seen >= options.stopAfter) {
      return { skipped: false, recordsDone: seen, inserted, finished: false };
    }
  }
  if (batch.length > 0) await commit();
  await importsRepo.finish(db, load.dataset, { status: 'done', finishedAt: options.now() });
  return { skipped: false, recordsDone: seen, inserted, finished: true };
}
