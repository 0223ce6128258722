const DOI_RE = /10\.\d{4,9}\/\S+/i;
const ARXIV_NEW_RE = /(\d{4}\.\d{4,5})(v\d+)?/;
const ARXIV_OLD_RE = /([a-z-]+(?:\.[a-z]{2})?\/\d{7})(v\d+)?/i;

/**
 * The DOI in a text as its publisher wrote it (no `https://doi.org/` or `doi:` prefix, case kept),
 * or null if none is found. DOIs match case-insensitively, but references print them as written.
 */
export function doiAsWritten(value: string | null | undefined): string | null {
  const match = value?.trim().match(DOI_RE);
  return match ? match[0].replace(/[.,;]+$/, '') : null;
}

/** Canonical DOI (lower case, no `https://doi.org/` or `doi:` prefix), or null if none is found. */
export function normalizeDoi(value: string | null | undefined): string | null {
  return doiAsWritten(value)?.toLowerCase() ?? null;
}

/** Canonical arXiv id without `arXiv:` prefix or version (`1706.03762v5` → `1706.03762`). */
export function normalizeArxivId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const match = text.match(ARXIV_NEW_RE) ?? text.match(ARXIV_OLD_RE);
  return match ? match[1]!.toLowerCase() : null;
}
