import { isReferencesHeading } from '../headings.js';
import type { ExtractedDocument } from '../types.js';

/** The reference list: its entries in order, how many there are, and where it starts. */
export interface ReferenceList {
  entries: string[];
  /** The last number of a numbered list (a label lost in extraction still counts), else the entries. */
  count: number;
  /** The page of the references heading (1-based). */
  page: number;
}

/**
 * Reads the reference list under the last "References"/"Literature cited"/"参考文献" heading,
 * up to the next heading. Numbered lists ("[1]", "1.") are split at their numbers, counted in
 * sequence so a stray number inside an entry does not start one; unnumbered lists are one
 * entry per paragraph, rejoining fragments a page break left (text starting in lower case or
 * with a digit).
 */
export function findReferences(doc: ExtractedDocument): ReferenceList | null {
  const flat = doc.pages.flatMap((p) => p.blocks.map((block) => ({ block, page: p.number })));
  let start = -1;
  flat.forEach(({ block }, i) => {
    if (block.kind === 'heading' && isReferencesHeading(block.text)) start = i;
  });
  if (start < 0) return null;
  const paragraphs: string[] = [];
  for (const { block } of flat.slice(start + 1)) {
    if (block.kind === 'heading') break;
    paragraphs.push(block.text);
  }
  const numbered = splitNumbered(paragraphs.join('\n'));
  const page = flat[start]?.page ?? 1;
  if (numbered) return { ...numbered, page };
  const entries = mergeFragments(paragraphs);
  return { entries, count: entries.length, page };
}

/**
 * Splits at "[n]" or "n." markers that count up from 1, tolerating one label lost in
 * extraction; null when the list is not numbered.
 */
function splitNumbered(text: string): { entries: string[]; count: number } | null {
  for (const marker of [/(?:^|\s)\[(\d{1,3})\]\s*/g, /(?:^|\s)(\d{1,3})\.\s*(?=\p{L})/gu]) {
    const starts: { index: number; end: number }[] = [];
    let last = 0;
    for (const match of text.matchAll(marker)) {
      const value = Number(match[1]);
      if (value !== last + 1 && !(value === last + 2 && last > 0)) continue;
      starts.push({ index: match.index, end: match.index + match[0].length });
      last = value;
    }
    if (starts.length >= 3) {
      const entries = starts.map((s, i) =>
        text
          .slice(s.end, starts[i + 1]?.index ?? text.length)
          .replace(/\s+/g, ' ')
          .trim(),
      );
      return { entries, count: last };
    }
  }
  return null;
}

function mergeFragments(paragraphs: string[]): string[] {
  const entries: string[] = [];
  for (const paragraph of paragraphs) {
    const previous = entries[entries.length - 1];
    if (previous !== undefined && /^[\p{Ll}\d]/u.test(paragraph))
      entries[entries.length - 1] = `${previous} ${paragraph}`;
    else entries.push(paragraph);
  }
  return entries;
}
