import type { CslItem } from './cslItem.js';

// The dates GB/T 7714 prints that the CSL styles (or citeproc-js) get wrong; used by gbt7714Rules.ts.

type Issued = NonNullable<CslItem['issued']>;

/** The dash of a range: an em dash in 2025 ("1957—1990"), a hyphen in 2015 ("1984-"). */
const rangeDash = (edition: 2015 | 2025) => (edition === 2015 ? '-' : '—');

/** The first year of a periodical still published, written as an open range ("1984/", "1984-"). */
export function openRangeYear(issued: CslItem['issued']): string | null {
  return /^(\d{4})\s*[/-]$/.exec(issued?.raw?.trim() ?? '')?.[1] ?? null;
}

/** A range of whole years ([[1957], [1990]]) as [from, to], else null. */
function yearRange(issued: Issued): [number | string, number | string] | null {
  const [from, to, ...rest] = issued['date-parts'] ?? [];
  if (!from || !to || rest.length > 0 || from.length !== 1 || to.length !== 1) return null;
  return [from[0]!, to[0]!];
}

/**
 * The date GB/T prints for `issued`: a year with a note (1865（清同治四年）, kept in `raw` by the
 * import) as written; an open range of a periodical still published (`1984/`) as "1984—" ("1984-"
 * in 2015) where the year is printed once, in a numbered list; in an author-year list it stays the
 * year, so that it sorts and takes its letter as one (finishOpenRange writes the dash back, before
 * the letter: "1883—a"). A numbered entry's closed range of years is written out, because
 * citeproc-js prints the end of a range with the brackets of another date of the style in the
 * first entry of a list ("1957—[1990]"), and the 2015 style with a slash ("1957/1990").
 */
export function gbtIssued(issued: Issued, edition: 2015 | 2025, isAuthorYear: boolean): CslItem['issued'] {
  const raw = issued.raw?.trim() ?? '';
  const open = openRangeYear(issued);
  if (open) return isAuthorYear ? { 'date-parts': [[Number(open)]] } : { literal: `${open}${rangeDash(edition)}` };
  if (/^\d{4}\s*[^\d\s/-]/u.test(raw)) return { literal: raw };
  const range = isAuthorYear ? null : yearRange(issued);
  if (range) return { literal: `${range[0]}${rangeDash(edition)}${range[1]}` };
  return issued;
}

/**
 * An author-year entry of a periodical still published: the year at its head as the open range it
 * is, the disambiguation letter after the dash ("AAAS，1883a." → "AAAS，1883—a.").
 */
export function finishOpenRange(text: string, item: CslItem, edition: 2015 | 2025): string {
  const year = openRangeYear(item.issued);
  if (!year) return text;
  return text.replace(new RegExp(`(?<=[,，]\\s*)${year}(?=[a-z]?\\.)`), `${year}${rangeDash(edition)}`);
}
