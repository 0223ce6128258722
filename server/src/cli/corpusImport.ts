import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { importCorpusFile } from '../literature/catalog/importCorpusFile.js';
import { detectImportFormat, IMPORT_FORMATS, type ImportFormat } from '../literature/corpus/importFile.js';
import { startProgressLine, type ImportProgressState } from '../literature/corpus/importProgress.js';
import { runCli } from './runCli.js';

const USAGE =
  'Usage: npm run corpus:import -- FILE [--dataset NAME] [--format jsonl|bibtex|ris]\n' +
  '  FILE: JSON Lines (ACL, CSL, BEIR, arXiv metadata or OpenAlex works snapshot), BibTeX or RIS; .gz allowed.\n' +
  '  Run again after an interruption to continue where it stopped.\n';

function parse(argv: string[]): { file: string; dataset: string; format: ImportFormat } | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dataset: { type: 'string' }, format: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) return null;
  const format = values.format ?? detectImportFormat(file);
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) return null;
  return { file: resolve(file), dataset: values.dataset ?? `import:${basename(file)}`, format: format as ImportFormat };
}

/**
 * `npm run corpus:import -- FILE`: streams a file's papers into the shared catalogue (`papers`),
 * committing every few hundred records with its position so a rerun resumes; the server indexes
 * them at its next start.
 */
async function main(argv: string[]): Promise<number> {
  const args = (() => {
    try {
      return parse(argv);
    } catch {
      return null;
    }
  })();
  if (!args) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = loadEnv();
  const { size } = await stat(args.file);
  const database = await openDatabase(databaseOptionsOf(env));
  const state: ImportProgressState = { records: 0, bytesRead: 0, totalBytes: size };
  const stopProgress = startProgressLine(state, process.stderr);
  try {
    const result = await importCorpusFile(
      database.db,
      { path: args.file, dataset: args.dataset, format: args.format },
      { progress: state },
    );
    stopProgress();
    if (result.skipped) process.stdout.write(`${args.file} is already imported as ${args.dataset}; nothing to do.\n`);
    else
      process.stdout.write(
        `${args.dataset}: ${result.recordsDone} records read, ${result.inserted} papers added` +
          `${result.unreadable ? `, ${result.unreadable} unreadable entries skipped` : ''} (duplicates by DOI are skipped).\n` +
          'Restart the server to search them.\n',
      );
    return 0;
  } finally {
    stopProgress();
    await database.close();
  }
}

runCli('corpus:import', () => main(process.argv.slice(2)));
