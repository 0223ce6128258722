import type { PaperDto } from '@inkstone/shared/api/papers';
import { NUMERIC_STYLES, type CitationStyle, type ReferenceEntry } from '@inkstone/shared/api/writing';
import { foldText } from '../../literature/asciiFold.js';
import { authorFamily } from '../../literature/paper.js';

/** Formats papers as reference-list entries in a style, in the order given (one call per list). */
export type FormatEntries = (papers: readonly PaperDto[], style: CitationStyle) => Map<string, string>;

const sortKey = (p: PaperDto) =>
  [foldText(p.authors[0] ? authorFamily(p.authors[0]) : p.title), String(p.year ?? 9999), foldText(p.title)].join(
    '\u0000',
  );

/**
 * The reference list of a text: exactly the cited papers (never one that is not cited, never one from
 * outside the set), numbered in order of first citation for numeric styles, alphabetical by first
 * author, year and title for author-date styles. `citedKeys` is in order of first citation.
 */
export function buildReferenceList(
  citedKeys: readonly string[],
  papers: ReadonlyMap<string, PaperDto>,
  style: CitationStyle,
  format: FormatEntries,
): ReferenceEntry[] {
  const cited = [...new Set(citedKeys)].flatMap((key) => papers.get(key) ?? []);
  const isNumeric = NUMERIC_STYLES.has(style);
  const ordered = isNumeric ? cited : [...cited].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const texts = format(ordered, style);
  return ordered.map((paper, i) => ({
    bibkey: paper.bibkey,
    number: isNumeric ? i + 1 : null,
    text: texts.get(paper.bibkey) ?? paper.title,
  }));
}
