import { basename } from 'node:path';
import type { PaperInput } from '../paper.js';
import { fromCorpusRecord } from './corpusRecords.js';
import { readJsonLines } from './jsonLines.js';
import type { ReadProgress } from './textLines.js';

/**
 * Streams a corpus file (ACL Anthology, CSL or BEIR JSON Lines, optionally gzipped) as
 * papers, one at a time, so a whole corpus never has to sit in memory. Records without a
 * title are skipped. BEIR records are tagged with the file's directory-free name stem as
 * their source unless `beirSource` is given.
 */
export async function* readCorpus(
  path: string,
  beirSource?: string,
  progress?: ReadProgress,
): AsyncGenerator<PaperInput> {
  const source = beirSource ?? basename(path).replace(/\.jsonl(\.gz)?$/, '');
  for await (const record of readJsonLines(path, progress)) {
    if (typeof record !== 'object' || record === null) continue;
    const paper = fromCorpusRecord(record as Record<string, unknown>, source);
    if (paper.title !== '') yield paper;
  }
}
