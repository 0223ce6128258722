import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaperInput } from '../paper.js';
import { readCorpus } from './readCorpus.js';

/** One set of the built-in corpus as `data/corpus/manifest.json` describes it. */
export interface CorpusSet {
  file: string;
  source: string;
  records: number;
  language: string;
  licence: string;
  licenceUrl: string;
  /** The attribution line the UI shows with results from this set (the licence requires it). */
  attribution: string;
}

/** `data/corpus` of the repository (same relative place from src/ and dist/). */
export const SHIPPED_CORPUS_DIR = fileURLToPath(new URL('../../../../data/corpus', import.meta.url));

/** The sets listed in the manifest whose file is present (deleting a file drops its set). */
export function readCorpusManifest(dir = SHIPPED_CORPUS_DIR): CorpusSet[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { sets: CorpusSet[] };
  return manifest.sets.filter((set) => existsSync(join(dir, set.file)));
}

/** Streams every paper of the built-in corpus, set after set. */
export async function* readShippedCorpus(dir = SHIPPED_CORPUS_DIR): AsyncGenerator<PaperInput> {
  for (const set of readCorpusManifest(dir)) yield* readCorpus(join(dir, set.file));
}
