/** A ProseMirror node as JSON, the shape every converter walks. */
export interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** A string attribute, or '' when it is missing. */
export function attr(node: PmNode, name: string): string {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A citation's keys. */
export function bibkeys(node: PmNode): string[] {
  const keys = node.attrs?.bibkeys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** A citation's locators ("p. 12"), one per key, '' where there is none. */
export function locators(node: PmNode): string[] {
  const raw = node.attrs?.locators;
  const list: unknown[] = Array.isArray(raw) ? raw : [];
  return bibkeys(node).map((_, index) => {
    const locator = list[index];
    return typeof locator === 'string' ? locator : '';
  });
}

/** True when a text node carries the mark. */
export function hasMark(node: PmNode, type: string): boolean {
  return node.marks?.some((mark) => mark.type === type) ?? false;
}

/** The rows of a table node as arrays of cells, and whether the first row is a header row. */
export function tableRows(table: PmNode): { rows: PmNode[][]; hasHeader: boolean } {
  const rows = (table.content ?? []).map((row) => row.content ?? []);
  return { rows, hasHeader: rows[0]?.every((cell) => cell.type === 'tableHeader') ?? false };
}

/** The plain text of a node, blocks separated by spaces (table cells, alt text). */
export function plainText(node: PmNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(plainText).join(node.type === 'tableCell' || node.type === 'tableHeader' ? ' ' : '');
}
