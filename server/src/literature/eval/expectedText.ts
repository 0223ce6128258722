/**
 * How the expected GB/T 7714 texts are read for the eval's two extra figures (the exact comparison
 * stays as the folder writes them, see docs/benchmarks-references.md).
 *
 * The plain text in expected-*.jsonl is the reference implementation's LaTeX with its markup
 * stripped, so it keeps some TeX *input* conventions that TeX would typeset: ``…'' for curly quotes,
 * `---` and `--` for the em and en dash, `$×$` for a times sign; and the conversion turned every
 * `~` into a space, a `~` inside `\url{…}` too (which TeX prints as a tilde).
 */

// Outside links: a link keeps its "--" and is not typeset by TeX's ligatures.
const LINK = /(https?:\/\/\S+)/;
const TEX_LIGATURES: Array<[RegExp, string]> = [
  [/``/g, '“'],
  [/''/g, '”'],
  [/---/g, '—'],
  [/--/g, '–'],
  [/\$×\$/g, '×'],
];

/** The expected plain text as TeX would typeset it (`tex`: the same entry's LaTeX, for its URLs). */
export function typesetExpected(plain: string, tex: string): string {
  let out = plain
    .split(LINK)
    .map((part, i) => (i % 2 === 1 ? part : TEX_LIGATURES.reduce((text, [from, to]) => text.replace(from, to), part)))
    .join('');
  for (const [, url] of tex.matchAll(/\\url\{([^}]*~[^}]*)\}/g)) out = out.replace(url!.replace(/~/g, ' '), url!);
  return out;
}

// The year-disambiguation letter of an author-year entry's head: "2013b", "[2020a]", "n.d.-b",
// "无日期-d", "1883—a" (an open range keeps its dash before the letter).
const YEAR_SUFFIX = /(\d{4}\]?[—-]?|n\.d\.|无日期)-?[a-z]([.,，\]）)]|$)/;

/** The text without its first year-disambiguation letter ("佚名，无日期-d." → "佚名，无日期."; "n.d.-b." → "n.d."). */
export function withoutYearSuffix(text: string): string {
  return text.replace(YEAR_SUFFIX, (_, head: string, after: string) =>
    head.endsWith('.') && after === '.' ? head : head + after,
  );
}
