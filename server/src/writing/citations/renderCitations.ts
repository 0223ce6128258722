import { NUMERIC_STYLES, type CitationStyle } from '@inkstone/shared/api/writing';
import { authorFamily } from '../../literature/paper.js';
import { extractCitations } from './extractCitations.js';
import type { CitablePaper } from './paperIndex.js';

/** Keys in the order the texts first cite them (the numbering of numeric styles). */
export function citationOrder(texts: readonly string[]): string[] {
  const order = new Set<string>();
  for (const text of texts) {
    for (const mark of extractCitations(text)) if (mark.kind === 'key') for (const key of mark.keys) order.add(key);
  }
  return [...order];
}

/** "[1-3, 5]": consecutive numbers joined into ranges. */
export function compressNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j;
  }
  return parts.join(', ');
}

// How each author-date style names the authors in the text and joins them to the year.
const AUTHOR_DATE = {
  apa: { and: '&', etAlFrom: 3, yearSep: ', ', hasYear: true },
  chicago: { and: 'and', etAlFrom: 4, yearSep: ' ', hasYear: true },
  mla: { and: 'and', etAlFrom: 3, yearSep: ' ', hasYear: false },
} as const;

function authorDate(paper: CitablePaper, style: keyof typeof AUTHOR_DATE): string {
  const rule = AUTHOR_DATE[style];
  const names = paper.authors.map(authorFamily);
  const last = names.at(-1);
  const who =
    names.length === 0
      ? paper.title
      : names.length >= rule.etAlFrom
        ? `${names[0]} et al.`
        : names.length === 1
          ? last!
          : `${names.slice(0, -1).join(', ')}${names.length > 2 ? ',' : ''} ${rule.and} ${last}`;
  return rule.hasYear ? `${who}${rule.yearSep}${paper.year ?? 'n.d.'}` : who;
}

/**
 * Writes the `[@key]` citations of a text in `style`: numbers from `numbering` ([1], [2-4]) for
 * numeric styles, (Author, Year) for the author-date ones; a page stays beside its work ([3, p. 12],
 * (Smith, 2020, p. 12)). Keys without a paper (never the case after
 * the guard) are left as written.
 */
export function renderCitations(
  text: string,
  style: CitationStyle,
  papers: ReadonlyMap<string, CitablePaper>,
  numbering: ReadonlyMap<string, number>,
): string {
  let out = '';
  let at = 0;
  for (const mark of extractCitations(text)) {
    if (mark.kind !== 'key' || !mark.keys.every((k) => papers.has(k) && numbering.has(k))) continue;
    const page = (i: number) => (mark.locators?.[i] ? `, ${mark.locators[i]}` : '');
    const rendered = !NUMERIC_STYLES.has(style)
      ? `(${mark.keys.map((k, i) => authorDate(papers.get(k)!, style as keyof typeof AUTHOR_DATE) + page(i)).join('; ')})`
      : mark.locators
        ? `[${mark.keys.map((k, i) => `${numbering.get(k)!}${page(i)}`).join('; ')}]`
        : `[${compressNumbers(mark.keys.map((k) => numbering.get(k)!))}]`;
    out += text.slice(at, mark.start) + rendered;
    at = mark.end;
  }
  return out + text.slice(at);
}
