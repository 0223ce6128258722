const CJK_RUN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WINDOW = 240;

/** What to look for in a passage's text: the query's words, and its CJK runs as whole runs and as bigrams. */
function needles(query: string): string[] {
  const cjk = query.match(CJK_RUN) ?? [];
  const bigrams = cjk.flatMap((run) =>
    Array.from({ length: Math.max(0, run.length - 1) }, (_, i) => run.slice(i, i + 2)),
  );
  const words = (query.replace(CJK_RUN, ' ').match(WORD) ?? []).filter((word) => word.length > 1);
  // Longest first, so a whole run or word is marked before its parts.
  return [...new Set([...cjk, ...words, ...bigrams])].sort((a, b) => b.length - a.length);
}

/**
 * The part of a passage around the first match of the query, with every match in it wrapped in «…»
 * (the UI marks them). Without a match, the passage's beginning.
 */
export function snippetOf(text: string, query: string): string {
  const found = needles(query);
  const pattern = found.length > 0 ? new RegExp(found.map(escape).join('|'), 'giu') : null;
  const first = pattern ? text.search(pattern) : -1;
  const start = first <= 60 ? 0 : Math.max(0, text.lastIndexOf(' ', first - 60) + 1 || first - 60);
  const end = Math.min(text.length, start + WINDOW);
  const window = text.slice(start, end);
  const marked = pattern ? window.replace(pattern, (match) => `«${match}»`) : window;
  return `${start > 0 ? '…' : ''}${marked}${end < text.length ? '…' : ''}`;
}
