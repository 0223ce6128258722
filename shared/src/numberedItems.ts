// A marker opens a line: "[3]", "3.", "3)" or "3、", optionally after a bullet or Markdown emphasis.
const MARKER = /^[ \t]*(?:[-*>][ \t]*)?(?:\*\*)?(?:\[(\d{1,3})\]|(\d{1,3})[.)、．](?!\d))(?:\*\*)?[ \t]*/;

/**
 * Splits a numbered list (suggestions, outline suggestions: spec §7 "split at numbered markers like
 * [1]") into its items, without the markers. A marker counts only at the start of a line and only
 * when it carries the next number, so citation markers such as "[2]" inside an item stay in it.
 * Text before the first marker is dropped when markers exist; without markers the whole text is
 * one item. Works on partial text too, so a stream can be split as it arrives.
 */
export function splitNumberedItems(text: string): string[] {
  const items: string[] = [];
  let current: string[] | undefined;
  let expected = 1;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const match = MARKER.exec(line);
    const number = match ? Number(match[1] ?? match[2]) : NaN;
    if (match && (number === expected || (expected === 1 && number === 0))) {
      if (current) items.push(current.join('\n').trim());
      current = [line.slice(match[0].length)];
      expected = number + 1;
    } else if (current) {
      current.push(line);
    }
  }
  if (current) items.push(current.join('\n').trim());
  if (items.length === 0 && text.trim()) return [text.trim()];
  return items.filter((item) => item.length > 0);
}
