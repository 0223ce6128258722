import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cslToPaper, paperToCsl, type CslItem } from '../formats/cslItem.js';
import { formatCslItems } from '../formats/formatReferences.js';
import { readReferenceItems } from '../formats/importReferences.js';
import type { CitationStyle } from '../formats/styles.js';
import { typesetExpected, withoutYearSuffix } from './expectedText.js';

/** One example of a GB/T 7714 edition: the CSL item the product makes of it, and the expected texts. */
export interface ReferenceExample {
  key: string;
  item: CslItem | null;
  /** The plain texts, and the LaTeX they were made from (`*_tex`). */
  expected: { numeric: string; authoryear: string; numeric_tex: string; authoryear_tex: string };
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
    const row = JSON.parse(line) as ReferenceExample['expected'] & { key: string };
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

/**
 * How a text is compared: `exact` as the folder writes it (the figure); `typeset` with the
 * TeX input conventions left in the expected text typeset (expectedText.ts); `suffix-free` also
 * without the author-year head's year-disambiguation letter on both sides (the reference run
 * lettered over the whole standard, half of which is not in the folder).
 */
export type Comparison = 'exact' | 'typeset' | 'suffix-free';

function expectedText(example: ReferenceExample, style: CitationStyle, comparison: Comparison): string {
  const { numeric, authoryear, numeric_tex, authoryear_tex } = example.expected;
  const [plain, tex] = style.kind === 'numeric' ? [numeric, numeric_tex] : [authoryear, authoryear_tex];
  if (comparison === 'exact') return plain;
  const typeset = typesetExpected(plain, tex);
  return comparison === 'suffix-free' && style.kind === 'author-date' ? withoutYearSuffix(typeset) : typeset;
}

/** How `examples` did in `formatted` (formatExamples of the whole file): the share equal, and each miss. */
export function scoreStyle(
  examples: readonly ReferenceExample[],
  formatted: ReadonlyMap<string, string>,
  style: CitationStyle,
  comparison: Comparison = 'exact',
): StyleScore {
  const failures: StyleScore['failures'] = [];
  const isSuffixFree = comparison === 'suffix-free' && style.kind === 'author-date';
  for (const example of examples) {
    const expected = expectedText(example, style, comparison);
    const text = formatted.get(example.key) ?? '(not imported)';
    const got = isSuffixFree ? withoutYearSuffix(text) : text;
    if (squeeze(got) !== squeeze(expected)) failures.push({ key: example.key, expected, got });
  }
  return { total: examples.length, equal: examples.length - failures.length, failures };
}
