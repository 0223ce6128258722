import type { PaperInput } from '../paper.js';
import { readCorpus } from './readCorpus.js';
import { readReferenceFile } from './readReferenceFile.js';
import type { ReadProgress } from './textLines.js';

/** File kinds `corpus:import` reads. JSON Lines covers ACL, CSL, BEIR, arXiv and OpenAlex snapshots (told apart per record). */
export const IMPORT_FORMATS = ['jsonl', 'bibtex', 'ris'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The format a file name suggests (`.bib`, `.ris`, else JSON Lines), `.gz` ignored. */
export function detectImportFormat(path: string): ImportFormat {
  const name = path.toLowerCase().replace(/\.gz$/, '');
  if (name.endsWith('.bib') || name.endsWith('.bibtex')) return 'bibtex';
  if (name.endsWith('.ris')) return 'ris';
  return 'jsonl';
}

/** Streams the papers of an import file; unreadable BibTeX/RIS entries go to `onSkip`. */
export function readImportFile(
  path: string,
  format: ImportFormat,
  options: { onSkip?: (reason: string) => void; progress?: ReadProgress } = {},
): AsyncGenerator<PaperInput> {
  if (format === 'jsonl') return readCorpus(path, undefined, options.progress);
  return readReferenceFile(path, format, options.onSkip, options.progress);
}
