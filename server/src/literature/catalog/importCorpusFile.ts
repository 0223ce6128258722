import type { Db } from '../../db/types.js';
import { readImportFile, type ImportFormat } from '../corpus/importFile.js';
import type { ReadProgress } from '../corpus/textLines.js';
import { loadCorpus, type CorpusLoadResult } from './corpusLoader.js';
import { fileDigest } from './fileDigest.js';

/** What importing one file did: the load's result and how many entries could not be read. */
export interface ImportResult extends CorpusLoadResult {
  unreadable: number;
}

/**
 * Streams an import file's papers into the catalogue under `dataset`, resumably (see loadCorpus).
 * `progress` follows the bytes read and the records committed.
 */
export async function importCorpusFile(
  db: Db,
  file: { path: string; dataset: string; format: ImportFormat },
  options: { progress?: ReadProgress & { records: number }; stopAfter?: number; now?: () => Date } = {},
): Promise<ImportResult> {
  let unreadable = 0;
  const result = await loadCorpus(
    db,
    {
      dataset: file.dataset,
      file: file.path,
      digest: await fileDigest(file.path),
      recordsTotal: null,
      records: readImportFile(file.path, file.format, { progress: options.progress, onSkip: () => void unreadable++ }),
    },
    {
      now: options.now ?? (() => new Date()),
      stopAfter: options.stopAfter,
      onBatch: (_rows, done) => {
        if (options.progress) options.progress.records = done;
      },
    },
  );
  return { ...result, unreadable };
}
