import { looksLikeHeading } from './headings.js';
import { joinLines } from './joinLines.js';
import type { TextBlock } from './types.js';

/**
 * Cuts plain text into blocks at blank lines; a one-line block that reads like a heading is
 * one. Lines inside a block are joined as running text (line-end hyphens rejoined).
 */
export function blocksFromText(text: string, compounds: ReadonlySet<string> = new Set()): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((chunk) => chunk.split('\n').filter((line) => line.trim()))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const joined = joinLines(lines, compounds);
      const heading = lines.length === 1 && looksLikeHeading(joined);
      return { kind: heading ? 'heading' : 'paragraph', text: joined };
    });
}
