import { setImmediate } from 'node:timers/promises';
import { cleanStrings } from '../../lib/cleanText.js';
import { withBiblatexFields } from './biblatexFields.js';
import { citationJs } from './citationJs.js';
import { cslToPaper, type CslItem } from './cslItem.js';
import type { ReferenceFormat } from './referenceFormats.js';
import { withRisFields } from './risFields.js';
import { splitBibtex, splitRis } from './splitEntries.js';
import type { PaperInput } from '../paper.js';

/** One entry of an imported file: its paper, or why it could not be read. */
export type ImportedEntry =
  { index: number; key: string | null; paper: PaperInput } | { index: number; key: string | null; error: string };

/** One entry of a file as a CSL-JSON item, before it becomes a paper, or why it could not be read. */
export type ReadEntry =
  { index: number; key: string | null; item: CslItem } | { index: number; key: string | null; error: string };

const MAX_ERROR_LENGTH = 300;

function readItem(index: number, item: unknown): ReadEntry {
  if (!item || typeof item !== 'object' || Array.isArray(item))
    return { index, key: null, error: 'not a CSL-JSON object' };
  // The file's text was cleaned, but its escapes were not decoded then: CSL-JSON's "\u0000" or
  // "\ud800" become NUL and a lone surrogate only here (they failed the insert: a 500 found by the
  // schema fuzz), so the text rule applies again to what was read.
  const csl = cleanStrings(item as CslItem);
  const key = typeof csl['citation-key'] === 'string' ? csl['citation-key'] : csl.id ? String(csl.id) : null;
  return { index, key, item: csl };
}

function toImported(entry: ReadEntry): ImportedEntry {
  if ('error' in entry) return entry;
  const { index, key, item } = entry;
  const paper = cslToPaper(item);
  return paper ? { index, key, paper } : { index, key, error: 'the entry has no title' };
}

type ChunkType = '@biblatex/text' | '@ris/file';

function entryOf(index: number, item: unknown, chunk: string, forceType: ChunkType): ReadEntry {
  const entry = readItem(index, item);
  if ('error' in entry) return entry;
  const complete = forceType === '@biblatex/text' ? withBiblatexFields : withRisFields;
  return { ...entry, item: complete(entry.item, chunk) };
}

function parseChunk(index: number, prefix: string, chunk: string, forceType: ChunkType): ReadEntry {
  try {
    const items = citationJs().parse(prefix + chunk, forceType);
    if (items.length === 0) return { index, key: null, error: 'no entry could be read' };
    return entryOf(index, items[0], chunk, forceType);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    const key = /^[ \t]*@\w+\s*[{(]\s*([^,\s]+)/.exec(chunk)?.[1] ?? null;
    return { index, key, error: message.slice(0, MAX_ERROR_LENGTH) };
  }
}

/** Entries read together, or one by one when the group has a broken entry (to say which). */
function parseGroup(start: number, prefix: string, group: string[], forceType: ChunkType): ReadEntry[] {
  try {
    const items = citationJs().parse(prefix + group.join('\n'), forceType);
    if (items.length === group.length) return items.map((item, i) => entryOf(start + i, item, group[i]!, forceType));
  } catch {
    // A syntax error somewhere in the group: the one-by-one pass below finds and reports it.
  }
  return group.map((chunk, i) => parseChunk(start + i, prefix, chunk, forceType));
}

// Reading entries in groups is faster than one by one, and yielding between groups keeps a large
// import from stalling other requests (figures: decisions/009).
const GROUP_SIZE = 50;

/** The groups of a file's entries, each a function that reads that group. */
function groupReaders(prefix: string, chunks: string[], forceType: ChunkType): Array<() => ReadEntry[]> {
  const readers: Array<() => ReadEntry[]> = [];
  for (let start = 0; start < chunks.length; start += GROUP_SIZE) {
    readers.push(() => parseGroup(start, prefix, chunks.slice(start, start + GROUP_SIZE), forceType));
  }
  return readers;
}

function parseCslJson(content: string): ReadEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return [{ index: 0, key: null, error: 'the file is not valid JSON' }];
  }
  return (Array.isArray(data) ? data : [data]).map((item, index) => readItem(index, item));
}

function readersOf(content: string, format: ReferenceFormat): Array<() => ReadEntry[]> {
  if (format === 'csljson') return [() => parseCslJson(content)];
  if (format === 'ris') return groupReaders('', splitRis(content), '@ris/file');
  const { macros, entries } = splitBibtex(content);
  return groupReaders(macros ? `${macros}\n` : '', entries, '@biblatex/text');
}

/**
 * Every entry of a BibTeX, RIS or CSL-JSON file as a CSL-JSON item, in file order. The GB/T
 * examples eval formats untitled fragments (an author alone) from these; the library needs a title.
 */
export function readReferenceItems(content: string, format: ReferenceFormat): ReadEntry[] {
  return readersOf(content, format).flatMap((read) => read());
}

/**
 * Every entry of a BibTeX, RIS or CSL-JSON file, in file order; a malformed entry is reported by
 * position and key while the others still import. Synchronous: for batches of a few hundred
 * entries (the corpus import streams files that way).
 */
export function importReferences(content: string, format: ReferenceFormat): ImportedEntry[] {
  return readReferenceItems(content, format).map(toImported);
}

/** importReferences for a whole uploaded file: yields to the event loop between groups of entries. */
export async function importReferencesYielding(content: string, format: ReferenceFormat): Promise<ImportedEntry[]> {
  const entries: ImportedEntry[] = [];
  for (const read of readersOf(content, format)) {
    entries.push(...read().map(toImported));
    await setImmediate();
  }
  return entries;
}
