import { normalizeArxivId } from '../identifiers.js';
import { citationJs } from './citationJs.js';
import { cslToPaper, type CslItem } from './cslItem.js';
import type { ReferenceFormat } from './referenceFormats.js';
import { splitBibtex, splitRis } from './splitEntries.js';
import type { PaperInput } from '../paper.js';

/** One entry of an imported file: its paper, or why it could not be read. */
export type ImportedEntry =
  { index: number; key: string | null; paper: PaperInput } | { index: number; key: string | null; error: string };

const MAX_ERROR_LENGTH = 300;

function fromItem(index: number, item: unknown): ImportedEntry {
  if (!item || typeof item !== 'object' || Array.isArray(item))
    return { index, key: null, error: 'not a CSL-JSON object' };
  const csl = item as CslItem;
  const key = typeof csl['citation-key'] === 'string' ? csl['citation-key'] : csl.id ? String(csl.id) : null;
  const paper = cslToPaper(csl);
  return paper ? { index, key, paper } : { index, key, error: 'the entry has no title' };
}

// citation-js maps BibTeX eprints only when they are PubMed ids; arXiv's own export writes
// `eprint = {1810.04805}, archivePrefix = {arXiv}` (or biblatex's eprinttype).
const BIBTEX_ARXIV_EPRINT = /\beprint\s*=\s*[{"]\s*([^}"\s]+)\s*[}"]/i;
const BIBTEX_ARXIV_PREFIX = /\b(archiveprefix|eprinttype)\s*=\s*[{"]?\s*arxiv\b/i;

function withBibtexArxiv(entry: ImportedEntry, chunk: string): ImportedEntry {
  if (!('paper' in entry) || entry.paper.arxivId || !BIBTEX_ARXIV_PREFIX.test(chunk)) return entry;
  return { ...entry, paper: { ...entry.paper, arxivId: normalizeArxivId(BIBTEX_ARXIV_EPRINT.exec(chunk)?.[1]) } };
}

function parseChunk(index: number, chunk: string, forceType: '@biblatex/text' | '@ris/file'): ImportedEntry {
  try {
    const items = citationJs().parse(chunk, forceType);
    if (items.length === 0) return { index, key: null, error: 'no entry could be read' };
    const entry = fromItem(index, items[0]);
    return forceType === '@biblatex/text' ? withBibtexArxiv(entry, chunk) : entry;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    const key = /^[ \t]*@\w+\s*[{(]\s*([^,\s]+)/m.exec(chunk.slice(chunk.lastIndexOf('\n@') + 1))?.[1] ?? null;
    return { index, key, error: message.slice(0, MAX_ERROR_LENGTH) };
  }
}

function parseCslJson(content: string): ImportedEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return [{ index: 0, key: null, error: 'the file is not valid JSON' }];
  }
  return (Array.isArray(data) ? data : [data]).map((item, index) => fromItem(index, item));
}

/**
 * Every entry of a BibTeX, RIS or CSL-JSON file, each read on its own so that one malformed entry is
 * reported by position and key while the others still import.
 */
export function importReferences(content: string, format: ReferenceFormat): ImportedEntry[] {
  switch (format) {
    case 'csljson':
      return parseCslJson(content);
    case 'bibtex':
      return splitBibtex(content).map((chunk, index) => parseChunk(index, chunk, '@biblatex/text'));
    case 'ris':
      return splitRis(content).map((chunk, index) => parseChunk(index, chunk, '@ris/file'));
  }
}
