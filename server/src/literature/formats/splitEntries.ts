const BIBTEX_ENTRY_START = /^[ \t]*@/m;
const BIBTEX_SKIPPED = /^[ \t]*@(comment|preamble)\b/i;
const BIBTEX_STRING = /^[ \t]*@string\b/i;

/**
 * The entries of a BibTeX file and its @string macros (to put before any entry read alone).
 * Entries start at an @ at the start of a line (how every tool writes them); @comment and
 * @preamble blocks are dropped.
 */
export function splitBibtex(content: string): { macros: string; entries: string[] } {
  const starts: number[] = [];
  const pattern = new RegExp(BIBTEX_ENTRY_START.source, 'gm');
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) starts.push(match.index);
  const chunks = starts.map((start, i) => content.slice(start, starts[i + 1] ?? content.length));
  const macros = chunks.filter((chunk) => BIBTEX_STRING.test(chunk)).join('\n');
  const entries = chunks.filter((chunk) => !BIBTEX_STRING.test(chunk) && !BIBTEX_SKIPPED.test(chunk));
  return { macros, entries };
}

/** The records of an RIS file: each from its `TY  -` line to its `ER  -` line (or the next TY). */
export function splitRis(content: string): string[] {
  const records: string[] = [];
  let current: string[] | null = null;
  for (const line of content.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (/^TY {2}-/.test(line)) {
      if (current) records.push([...current, 'ER  - '].join('\n'));
      current = [line];
    } else if (current) {
      current.push(line);
      if (/^ER {2}-/.test(line)) {
        records.push(current.join('\n'));
        current = null;
      }
    }
  }
  if (current) records.push([...current, 'ER  - '].join('\n'));
  return records;
}
