import { Cursor, matchLength, splitTopLevel } from './latexScan';
import type { PmNode } from './pmJson';

const ROW_END = /\\\\|\\tabularnewline(?![a-zA-Z])/y;
const CELL_END = /&/y;
// What may stand between rows: rules (booktabs and \cline too), longtable's head and foot markers,
// and the `[2pt]` of a `\\[2pt]`.
const BETWEEN_ROWS =
  /\s*(?:\[[^\]]*\]|\\(?:hline|toprule|midrule|bottomrule|endhead|endfirsthead|endfoot|endlastfoot)(?![a-zA-Z])|\\(?:cline|cmidrule)(?:\([^)]*\))?\{[^}]*\})/y;
const MULTICOLUMN = /\s*\\multicolumn(?![a-zA-Z])/y;

function cell(raw: string, type: string, cellBlocks: (src: string) => PmNode[]): PmNode {
  const start = matchLength(MULTICOLUMN, raw, 0);
  let span = 1;
  let text = raw;
  if (start > 0) {
    const [columns = '1', , content = ''] = new Cursor(raw, start).groups();
    span = Number.parseInt(columns, 10) || 1;
    text = content;
  }
  const blocks = cellBlocks(text);
  return {
    type,
    ...(span > 1 ? { attrs: { colspan: span } } : {}),
    content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }],
  };
}

/**
 * A tabular's body as a table (none when it has no rows). Rules are dropped; the first row is a
 * header row when a rule follows it and more rows come, as in most papers and in Inkstone's export.
 * `\multicolumn` keeps its span.
 */
export function latexTable(body: string, cellBlocks: (src: string) => PmNode[]): PmNode[] {
  const rows: string[] = [];
  let isRuleAfterFirst = false;
  for (const raw of splitTopLevel(body, (src, index) => matchLength(ROW_END, src, index))) {
    let at = 0;
    for (let length = matchLength(BETWEEN_ROWS, raw, at); length > 0; length = matchLength(BETWEEN_ROWS, raw, at)) {
      if (rows.length === 1 && /\\[a-z]/.test(raw.slice(at, at + length))) isRuleAfterFirst = true;
      at += length;
    }
    if (raw.slice(at).trim()) rows.push(raw.slice(at));
  }
  if (rows.length === 0) return [];
  const hasHeader = isRuleAfterFirst && rows.length > 1;
  const content = rows.map((row, index) => ({
    type: 'tableRow',
    content: splitTopLevel(row, (src, i) => matchLength(CELL_END, src, i)).map((raw) =>
      cell(raw, hasHeader && index === 0 ? 'tableHeader' : 'tableCell', cellBlocks),
    ),
  }));
  return [{ type: 'table', content }];
}
