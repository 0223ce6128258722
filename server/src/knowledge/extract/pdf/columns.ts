import type { PdfItem } from './readPdf.js';

/**
 * Where a page splits into two columns, or null when it reads as one. A gutter is a vertical
 * band that no body text crosses and that, on every row with text on both sides, is wider than
 * a word space. Titles and abstracts set across both columns may cross it (a first page), so
 * only half the characters need to keep clear; and one side may be a narrow sidebar (PeerJ's
 * first page), so it needs only a small share of the text.
 */
export function findGutter(items: PdfItem[], pageWidth: number): number | null {
  if (items.length < 20) return null;
  const chars = sumChars(items);
  const rows = groupRows(items);
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85; x += 2) {
    const crossing = sumChars(items.filter((item) => item.x < x + 2 && item.x + item.width > x - 2));
    if (best && crossing >= best.crossing) continue;
    if (crossing > chars * 0.5 || !isClearBand(rows, x)) continue;
    const left = sumChars(items.filter((item) => item.x + item.width <= x));
    const right = sumChars(items.filter((item) => item.x >= x));
    if (left > chars * 0.05 && right > chars * 0.05) best = { x, crossing };
  }
  return best?.x ?? null;
}

/** Which side of the gutter an item lies on: 0 left, 1 right, 2 across it (titles, wide figures). */
export function columnOf(item: { x: number; width: number }, gutter: number | null): 0 | 1 | 2 {
  if (gutter === null) return 0;
  if (item.x + item.width <= gutter + 1) return 0;
  if (item.x >= gutter - 1) return 1;
  return 2;
}

/**
 * True when rows with text on both sides of x leave a gap there wider than a word space, and
 * there is text on both sides at all (columns whose baselines never align have no shared rows).
 */
function isClearBand(rows: PdfItem[][], x: number): boolean {
  let twoSided = 0;
  let narrow = 0;
  let leftOnly = 0;
  let rightOnly = 0;
  for (const row of rows) {
    const left = row.filter((item) => item.x + item.width <= x + 2);
    const right = row.filter((item) => item.x >= x - 2);
    if (left.length + right.length < row.length) continue;
    if (!right.length) leftOnly++;
    else if (!left.length) rightOnly++;
    else {
      twoSided++;
      const gap = Math.min(...right.map((i) => i.x)) - Math.max(...left.map((i) => i.x + i.width));
      if (gap < Math.max(...row.map((i) => i.size)) * 0.8) narrow++;
    }
  }
  return narrow <= twoSided * 0.1 && (twoSided >= 3 || (leftOnly >= 3 && rightOnly >= 3));
}

function groupRows(items: PdfItem[]): PdfItem[][] {
  const rows = new Map<number, PdfItem[]>();
  for (const item of items) {
    const key = Math.round(item.y / 2);
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.values()];
}

function sumChars(items: PdfItem[]): number {
  return items.reduce((sum, item) => sum + item.text.length, 0);
}
