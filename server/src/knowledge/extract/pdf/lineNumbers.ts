import type { PdfItem } from './readPdf.js';

const MIN_RUN = 5;
const MARGIN_SHARE = 0.2;

/**
 * Drops manuscript line numbers (bioRxiv, journal submissions): bare integers stacked in the
 * left or right margin, counting upwards down the page. A table column of numbers is left alone
 * because it is neither in the margin nor a counting run.
 */
export function dropLineNumbers(items: PdfItem[], pageWidth: number): PdfItem[] {
  const bands = new Map<number, PdfItem[]>();
  for (const item of items) {
    if (!/^\d{1,4}$/.test(item.text.trim())) continue;
    const right = item.x + item.width;
    const inMargin = right < pageWidth * MARGIN_SHARE || item.x > pageWidth * (1 - MARGIN_SHARE);
    if (!inMargin) continue;
    // Line numbers are right-aligned, so their right edges share a band.
    const key = Math.round(right / 4);
    const band = bands.get(key) ?? [];
    band.push(item);
    bands.set(key, band);
  }
  const drop = new Set<PdfItem>();
  for (const band of bands.values()) {
    if (band.length < MIN_RUN || !isCountingRun(band)) continue;
    for (const item of band) drop.add(item);
  }
  return drop.size === 0 ? items : items.filter((item) => !drop.has(item));
}

/** True when, read top to bottom, most numbers are larger than the one above. */
function isCountingRun(band: PdfItem[]): boolean {
  const values = [...band].sort((a, b) => b.y - a.y).map((item) => Number(item.text.trim()));
  let rising = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) > (values[i - 1] ?? 0)) rising++;
  return rising >= (values.length - 1) * 0.8;
}
