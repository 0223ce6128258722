import type { PdfLine } from './lines.js';

/** Share of the page height at the top and at the bottom where running heads and feet live. */
const MARGIN_ZONE = 0.085;
/** Page numbers sit a little further in on some layouts; a bare number there is still one. */
const PAGE_NUMBER_ZONE = 0.12;

/** A page's lines with its running headers, footers and page numbers taken out. */
export interface CleanPage {
  lines: PdfLine[];
  /** The header and footer lines that were taken out (page numbers are not kept). */
  furniture: string[];
}

/**
 * Drops running headers and footers — lines in the top or bottom margin whose text (digits
 * aside, so "Page 3" matches "Page 4") recurs at the same height on several pages — and bare
 * page numbers in those margins.
 */
export function dropFurniture(pages: { lines: PdfLine[]; height: number }[]): CleanPage[] {
  const counts = new Map<string, number>();
  const keysPerPage = pages.map((page) =>
    page.lines.map((line) => (inMarginZone(line, page.height, MARGIN_ZONE) ? furnitureKey(line) : null)),
  );
  for (const keys of keysPerPage) {
    for (const key of new Set(keys)) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeated = (key: string | null): boolean => {
    const count = key ? (counts.get(key) ?? 0) : 0;
    return count >= 3 || (count >= 2 && count === pages.length);
  };
  return pages.map((page, p) => {
    const lines: PdfLine[] = [];
    const furniture: string[] = [];
    page.lines.forEach((line, i) => {
      const key = keysPerPage[p]?.[i] ?? null;
      if (inMarginZone(line, page.height, PAGE_NUMBER_ZONE) && isPageNumber(line.text)) return;
      if (repeated(key)) furniture.push(line.text);
      else lines.push(line);
    });
    return { lines, furniture };
  });
}

function inMarginZone(line: PdfLine, height: number, zone: number): boolean {
  return line.y > height * (1 - zone) || line.y < height * zone;
}

function furnitureKey(line: PdfLine): string {
  const text = line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, '');
  // Heights are bucketed so that a header set a point lower on some pages still matches.
  return `${Math.round(line.y / 6)}|${text}`;
}

function isPageNumber(text: string): boolean {
  return (
    /^(?:page\s+)?(?:\d{1,4}|[ivxlc]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?$/i.test(text.trim()) ||
    /^[-–—]\s*\d{1,4}\s*[-–—]$/.test(text.trim())
  );
}
