/** An author-year reference inside a parenthetical citation: the first author's family name and the year. */
export interface AuthorYear {
  author: string;
  year: string;
}

interface MarkBase {
  /** The marker as written. */
  raw: string;
  start: number;
  end: number;
}

/**
 * A citation marker found in Markdown: `[@key]` / `[@a; @b]` (keys), `[1]`, `[2-4]`, `[1, 3]`, `【1】`
 * (numbers), or `(Smith, 2020)` / `(Smith et al., 2020; Lee & Park, 2019)` / `（张三，2020）` (author-year).
 */
export type CitationMark =
  | (MarkBase & { kind: 'key'; keys: string[]; locators?: Array<string | null> })
  | (MarkBase & { kind: 'numeric'; numbers: number[] })
  | (MarkBase & { kind: 'authorYear'; refs: AuthorYear[] });

// A key may carry a page locator, Pandoc's way: [@key, p. 12] or [@a, pp. 3-4; @b].
const KEY_ITEM = String.raw`@[^\s\];,]+(?:,\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?)?`;
const KEY_MARK = new RegExp(String.raw`\[(${KEY_ITEM}(?:\s*[;,]\s*${KEY_ITEM})*)\]`, 'g');
const LOCATOR = /^,\s*(pp?)\.\s*(\d+)(?:\s*[-–]\s*(\d+))?$/;
// Up to three digits: a four-digit number in brackets is a year or a span of years ([1990-2020]), not a reference.
const NUMERIC_MARK = /\[(\d{1,3}(?:\s*[-–—,，]\s*\d{1,3})*)\]|【(\d{1,3}(?:\s*[-–—,，]\s*\d{1,3})*)】/g;
const AUTHOR_YEAR_MARK = /[(（]([^()（）\n]{1,300}?\d{4}[a-z]?)[)）]/g;
const AUTHOR_YEAR_PART = /^(.*?[\p{L}].*?)[,，]?\s*(\d{4}[a-z]?)$/u;
// "Smith et al." / "Smith & Lee" / "Smith and Lee" / "张三等" → the first author's family name.
const NAME = /^\p{L}[\p{L}\p{M}'’.\- ]*$/u;
const SECOND_AUTHOR = /\s+(?:et\s+al\.?|and|&)(?:\s.*)?$|等$|、.*$|\s*,.*$/u;
// A wider range is not a citation list.
const MAX_RANGE = 200;

function expandNumbers(list: string): number[] | undefined {
  const numbers: number[] = [];
  for (const part of list.split(/[,，]/)) {
    const [from, to] = part.split(/[-–—]/).map((s) => Number(s.trim()));
    if (from === undefined || !Number.isInteger(from) || from < 1) return undefined;
    if (to === undefined) numbers.push(from);
    else if (!Number.isInteger(to) || to < from || to - from > MAX_RANGE) return undefined;
    else for (let n = from; n <= to; n++) numbers.push(n);
  }
  return numbers;
}

/** The parts of a parenthetical author-year citation, or undefined when it is not one. */
function parseAuthorYears(inner: string): AuthorYear[] | undefined {
  const refs: AuthorYear[] = [];
  for (const part of inner.split(/[;；]/)) {
    const m = AUTHOR_YEAR_PART.exec(part.trim());
    const author = m?.[1]?.trim().replace(SECOND_AUTHOR, '').trim();
    if (!m || !author || author.length > 80 || !NAME.test(author)) return undefined;
    refs.push({ author, year: m[2]! });
  }
  return refs;
}

/** "p. 12", "pp. 3–4" written the same way whatever the input's spacing and dash. */
function normalLocator(written: string): string | null {
  const m = LOCATOR.exec(written.trim());
  if (!m) return null;
  return m[3] && m[3] !== m[2] ? `pp. ${m[2]}-${m[3]}` : `p. ${m[2]}`;
}

/** The keys of `[@a, p. 3; @b]`, with the locators only when one is given. */
function keyMark(inner: string): { kind: 'key'; keys: string[]; locators?: Array<string | null> } {
  const items = inner.split(/\s*;\s*|,\s*(?=@)/).map((item) => /^@([^\s\];,]+)(.*)$/.exec(item.trim())!);
  const keys = items.map((item) => item[1]!);
  const locators = items.map((item) => normalLocator(item[2]!));
  return locators.some(Boolean) ? { kind: 'key', keys, locators } : { kind: 'key', keys };
}

function scan(text: string, re: RegExp, build: (m: RegExpExecArray) => CitationMark | undefined): CitationMark[] {
  const marks: CitationMark[] = [];
  for (const m of text.matchAll(re)) {
    const mark = build(m);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** Every citation marker of `text`, in order of position (overlaps resolved in favour of the first). */
export function extractCitations(text: string): CitationMark[] {
  const at = (m: RegExpExecArray) => ({ raw: m[0], start: m.index, end: m.index + m[0].length });
  const all = [
    ...scan(text, KEY_MARK, (m) => ({ ...at(m), ...keyMark(m[1]!) })),
    ...scan(text, NUMERIC_MARK, (m) => {
      const numbers = expandNumbers(m[1] ?? m[2] ?? '');
      return numbers ? { ...at(m), kind: 'numeric', numbers } : undefined;
    }),
    ...scan(text, AUTHOR_YEAR_MARK, (m) => {
      const refs = parseAuthorYears(m[1]!);
      return refs ? { ...at(m), kind: 'authorYear', refs } : undefined;
    }),
  ].sort((a, b) => a.start - b.start);
  const kept: CitationMark[] = [];
  for (const mark of all) if (mark.start >= (kept.at(-1)?.end ?? 0)) kept.push(mark);
  return kept;
}
