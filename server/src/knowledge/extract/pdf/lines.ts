import { columnOf, findGutter } from './columns.js';
import type { PdfItem } from './readPdf.js';

/** A line of text on a page with the geometry paragraph and furniture detection need. */
export interface PdfLine {
  text: string;
  x: number;
  right: number;
  y: number;
  /** The font size of most of the line's characters. */
  size: number;
  /** 0 left column (or the only one), 1 right column, 2 spanning both. */
  column: 0 | 1 | 2;
}

/**
 * Groups a page's items into lines and returns them in reading order: on a two-column page the
 * lines above and below full-width elements are read left column first, then right column.
 */
export function buildLines(items: PdfItem[], pageWidth: number): PdfLine[] {
  const gutter = findGutter(items, pageWidth);
  const lines: PdfLine[] = [];
  for (const row of rowsOf(items)) {
    // A row with anything across the gutter (a title, an abstract) is read whole; its pieces
    // on either side must not be taken for two columns.
    const sides = row.map((item) => columnOf(item, gutter));
    if (sides.includes(2)) lines.push(...splitRow(row).map((part) => toLine(part, sideOf(part, gutter))));
    else
      for (const side of [0, 1] as const)
        lines.push(...splitRow(row.filter((_, i) => sides[i] === side)).map((part) => toLine(part, side)));
  }
  return readingOrder(lines);
}

/** The column of a piece of a row: across the gutter if any of its items is, else its side. */
function sideOf(part: PdfItem[], gutter: number | null): 0 | 1 | 2 {
  const sides = new Set(part.map((item) => columnOf(item, gutter)));
  return sides.size === 1 ? ([...sides][0] as 0 | 1 | 2) : 2;
}

/**
 * Groups items into whole-width lines top to bottom, ignoring columns: how a title block and its
 * author line (which may straddle the gutter) read.
 */
export function buildRows(items: PdfItem[]): PdfLine[] {
  return rowsOf(items).flatMap((row) => splitRow(row).map((part) => toLine(part, 0)));
}

/** Items grouped into rows sharing a baseline, top to bottom. */
function rowsOf(items: PdfItem[]): PdfItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  let current: PdfItem[] = [];
  let anchor: PdfItem | undefined;
  for (const item of sorted) {
    // Superscripts and subscripts sit a little off the baseline of the text they belong to.
    if (anchor && Math.abs(anchor.y - item.y) <= Math.max(anchor.size, item.size) * 0.45) {
      current.push(item);
      if (item.size > anchor.size) anchor = item;
      continue;
    }
    if (current.length) rows.push(current);
    current = [item];
    anchor = item;
  }
  if (current.length) rows.push(current);
  return rows;
}

/** Splits a row (or one column's part of it) at wide gaps: a margin note beside the body, or cells far apart. */
function splitRow(row: PdfItem[]): PdfItem[][] {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const parts: PdfItem[][] = [];
  let part: PdfItem[] = [];
  for (const item of sorted) {
    const prev = part[part.length - 1];
    if (prev && item.x - (prev.x + prev.width) > Math.max(prev.size, item.size) * 3) {
      parts.push(part);
      part = [];
    }
    part.push(item);
  }
  if (part.length) parts.push(part);
  return parts;
}

function toLine(items: PdfItem[], column: 0 | 1 | 2): PdfLine {
  let text = '';
  let prev: PdfItem | undefined;
  const sizeChars = new Map<number, number>();
  for (const item of items) {
    if (prev) {
      const gap = item.x - (prev.x + prev.width);
      const spaced = /\s$/.test(text) || /^\s/.test(item.text);
      if (!spaced && gap > Math.min(prev.size, item.size) * 0.2) text += ' ';
    }
    text += item.text;
    const size = Math.round(item.size * 10) / 10;
    sizeChars.set(size, (sizeChars.get(size) ?? 0) + item.text.length);
    prev = item;
  }
  const first = items[0] as PdfItem;
  const last = items[items.length - 1] as PdfItem;
  const size = [...sizeChars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.size;
  const baseline = items.find((item) => Math.round(item.size * 10) / 10 === size) ?? first;
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    x: first.x,
    right: last.x + last.width,
    y: baseline.y,
    size,
    column,
  };
}

function readingOrder(lines: PdfLine[]): PdfLine[] {
  const top = [...lines].sort((a, b) => b.y - a.y);
  const ordered: PdfLine[] = [];
  let band: PdfLine[] = [];
  let lastSpan: PdfLine | null = null;
  const flush = (): void => {
    ordered.push(...band.filter((l) => l.column === 0), ...band.filter((l) => l.column === 1));
    band = [];
  };
  for (const line of top) {
    if (line.column !== 2) {
      band.push(line);
      continue;
    }
    // A full-width paragraph (an abstract) read past a short note beside it in the margin
    // ("Check for updates") goes on; the note is read after it.
    const continues =
      lastSpan &&
      band.length <= 2 &&
      Math.abs(lastSpan.size - line.size) < 0.3 &&
      lastSpan.y - line.y < line.size * 2.5;
    if (!continues) flush();
    ordered.push(line);
    lastSpan = line;
  }
  flush();
  return ordered;
}
