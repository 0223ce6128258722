import { importReferences } from '../formats/importReferences.js';
import type { PaperInput } from '../paper.js';
import { readTextLines, type ReadProgress } from './textLines.js';

/** Entries handed to the parser at once: enough to amortise its set-up, few enough to stay small. */
const ENTRIES_PER_CHUNK = 200;

const BIBTEX_START = /^[ \t]*@/;
const BIBTEX_STRING = /^[ \t]*@string\b/i;
const RIS_END = /^ER {2}-/;

/**
 * Streams the papers of a BibTeX or RIS file (optionally gzipped) a few hundred entries at a time,
 * so a file of any size is read in constant memory. BibTeX @string macros seen so far are passed
 * along with every later chunk. Entries that cannot be read are reported to `onSkip` and left out.
 */
export async function* readReferenceFile(
  path: string,
  format: 'bibtex' | 'ris',
  onSkip: (reason: string) => void = () => {},
  progress?: ReadProgress,
): AsyncGenerator<PaperInput> {
  let macros = '';
  let lines: string[] = [];
  let entries = 0;
  let inMacro = false;
  const flush = function* (): Generator<PaperInput> {
    const text = format === 'bibtex' && macros ? `${macros}\n${lines.join('\n')}` : lines.join('\n');
    lines = [];
    entries = 0;
    for (const entry of importReferences(text, format)) {
      if ('paper' in entry) yield entry.paper;
      else onSkip(`${entry.key ?? `entry ${entry.index + 1}`}: ${entry.error}`);
    }
  };
  for await (const line of readTextLines(path, progress)) {
    if (format === 'bibtex' && BIBTEX_START.test(line)) {
      inMacro = BIBTEX_STRING.test(line);
      if (!inMacro && entries === ENTRIES_PER_CHUNK) yield* flush();
      if (!inMacro) entries++;
    }
    if (inMacro) macros += `${line}\n`;
    else lines.push(line);
    if (format === 'ris' && RIS_END.test(line) && ++entries >= ENTRIES_PER_CHUNK) yield* flush();
  }
  if (lines.some((l) => l.trim() !== '')) yield* flush();
}
