import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cslToPaper, paperToCsl, type CslItem } from '../formats/cslItem.js';
import { formatCslItems } from '../formats/formatReferences.js';
import { readReferenceItems } from '../formats/importReferences.js';
import type { CitationStyle } from '../formats/styles.js';

/** One example of a GB/T 7714 edition: the CSL item the product makes of it, and the expected texts. */
export interface ReferenceExample {
  key: string;
  item: CslItem | null;
  expected: { numeric: string; authoryear: string };
}

/**
 * What the library would format: an entry with a title goes through the paper model and back
 * (what is stored is what is formatted); an untitled fragment (the standard illustrates one rule
 * with an author alone) cannot be a library entry, so its item is formatted as read.
 */
function storedItem(key: string, item: CslItem): CslItem {
  const paper = cslToPaper(item);
  return paper ? paperToCsl({ ...paper, bibkey: key }) : { ...item, id: key };
}

/** How one style did on a set of examples: the share formatted exactly, and each miss. */
export interface StyleScore {
  total: number;
  equal: number;
  failures: Array<{ key: string; expected: string; got: string }>;
}

/**
 * The examples of `examples-<edition>.bib` read through the product's own BibTeX import, matched
 * by key to `expected-<edition>.jsonl` (gbt7714-examples/PROVENANCE.md).
 */
export async function loadReferenceExamples(dir: string, edition: 2015 | 2025): Promise<ReferenceExample[]> {
  const bib = await readFile(join(dir, `examples-${edition}.bib`), 'utf8');
  const items = new Map<string, CslItem>();
  for (const entry of readReferenceItems(bib, 'bibtex')) {
    if (entry.key && 'item' in entry) items.set(entry.key, storedItem(entry.key, entry.item));
  }
  const lines = (await readFile(join(dir, `expected-${edition}.jsonl`), 'utf8')).split('\n').filter(Boolean);
  return lines.map((line) => {
    const row = JSON.parse(line) as { key: string; numeric: string; authoryear: string };
    return { key: row.key, item: items.get(row.key) ?? null, expected: row };
  });
}

// Spacing between CJK and Latin text is typographic, so texts are compared without whitespace.
const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * The examples formatted as one reference list, as a document's list is (and as the reference
 * implementation formatted each standard's examples): same-author, same-year works get their
 * "2013a", "无日期-b" from the list. Untitled fragments that were not imported are left out.
 * Returns each key's text without its number.
 */
export function formatExamples(examples: readonly ReferenceExample[], style: CitationStyle): Map<string, string> {
  const items = examples.flatMap((example) => (example.item ? [example.item] : []));
  return new Map(
    formatCslItems(items, style).map((reference) => [reference.bibkey, reference.text.replace(/^\[\d+\]\s*/, '')]),
  );
}

/** How `examples` did in `formatted` (formatExamples of the whole file): the share exact, and each miss. */
export function scoreStyle(
  examples: readonly ReferenceExample[],
  formatted: ReadonlyMap<string, string>,
  style: CitationStyle,
): StyleScore {
  const failures: StyleScore['failures'] = [];
  for (const example of examples) {
    const expected = style.kind === 'numeric' ? example.expected.numeric : example.expected.authoryear;
    const got = formatted.get(example.key) ?? '(not imported)';
    if (squeeze(got) !== squeeze(expected)) failures.push({ key: example.key, expected, got });
  }
  return { total: examples.length, equal: examples.length - failures.length, failures };
}
