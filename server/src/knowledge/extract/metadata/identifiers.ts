const DOI = /\b10\.\d{4,9}\/[^\s"'<>{}[\]]+/gi;
const ARXIV = /\barXiv:\s*(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?)/gi;

/** Every DOI in a text, in order, without the punctuation that ends a sentence after it. */
export function findDois(text: string): string[] {
  return [...text.matchAll(DOI)].map((m) => m[0].replace(/[.,;:)\]]+$/, '').toLowerCase());
}

/** Every arXiv identifier written as "arXiv:…" in a text. */
export function findArxivIds(text: string): string[] {
  return [...text.matchAll(ARXIV)].map((m) => m[1] as string);
}

/** The value seen most often (first seen on a tie), or null for none. */
export function mostFrequent(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/** The publication year read from a paper's front matter: a copyright or dated line, else the commonest year. */
export function findYear(front: string, fallbackDate?: string): number | null {
  const now = new Date().getFullYear() + 1;
  const plausible = (y: number): boolean => y >= 1900 && y <= now;
  const marked =
    /(?:©|\(c\)|copyright|published|posted|\bpp?\.)\D{0,40}?((?:19|20)\d{2})\b|\(((?:19|20)\d{2})\)|((?:19|20)\d{2})\s*年/i.exec(
      front,
    );
  const markedYear = Number(marked?.[1] ?? marked?.[2] ?? marked?.[3]);
  if (plausible(markedYear)) return markedYear;
  const years = [...front.matchAll(/\b((?:19|20)\d{2})\b/g)]
    .map((m) => m[1] as string)
    .filter((y) => plausible(Number(y)));
  const common = mostFrequent(years);
  if (common) return Number(common);
  const fromDate = Number(/((?:19|20)\d{2})/.exec(fallbackDate ?? '')?.[1]);
  return plausible(fromDate) ? fromDate : null;
}
