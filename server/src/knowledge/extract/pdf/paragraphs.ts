import { looksLikeHeading } from '../headings.js';
import type { PdfLine } from './lines.js';

/** A block of a page before its lines are joined into text. */
export interface LineBlock {
  kind: 'heading' | 'paragraph';
  lines: string[];
}

/**
 * Cuts a page's lines (reading order, furniture gone) into headings and paragraphs. A paragraph
 * ends at a wider gap than the page's line spacing, at a change of column, or where the
 * indentation says so: in running text an indented line starts a paragraph; in a list set with
 * hanging indents (reference lists) a line back at the margin does.
 */
export function toLineBlocks(lines: PdfLine[], bodySize: number): LineBlock[] {
  const spacing = lineSpacing(lines);
  const edges = columnEdges(lines);
  const hanging = hangingSegments(lines, edges, bodySize);
  const blocks: LineBlock[] = [];
  let current: LineBlock | null = null;
  let prev: PdfLine | null = null;
  lines.forEach((line, i) => {
    const heading = isHeading(line, prev, bodySize);
    if (
      heading &&
      current?.kind === 'heading' &&
      prev &&
      Math.abs(prev.size - line.size) < 0.5 &&
      prev.y - line.y < line.size * 2
    ) {
      current.lines.push(line.text);
    } else if (
      heading ||
      !current ||
      current.kind === 'heading' ||
      startsParagraph(line, prev, spacing, edges, hanging[i] ?? false)
    ) {
      current = { kind: heading ? 'heading' : 'paragraph', lines: [line.text] };
      blocks.push(current);
    } else current.lines.push(line.text);
    prev = line;
  });
  // Larger type over several lines is a lead paragraph or an abstract, not a heading.
  return blocks.map((b) =>
    b.kind === 'heading' && (b.lines.length > 4 || b.lines.join(' ').length > 250) ? { ...b, kind: 'paragraph' } : b,
  );
}

function isHeading(line: PdfLine, prev: PdfLine | null, bodySize: number): boolean {
  if (line.text.length > 150 || !/\p{L}/u.test(line.text)) return false;
  // Larger type alone is not enough for a single character (drop caps, symbols).
  if (line.size >= bodySize * 1.15 && line.text.replace(/\s/g, '').length > 1) return true;
  if (!looksLikeHeading(line.text) || line.size < bodySize * 0.95) return false;
  // A heading ends the text before it: the previous line finished its sentence or stood apart.
  return (
    !prev || /[.!?:。！？：)\]]$/.test(prev.text) || prev.y - line.y > line.size * 1.8 || prev.column !== line.column
  );
}

function startsParagraph(
  line: PdfLine,
  prev: PdfLine | null,
  spacing: number,
  edges: ColumnEdges,
  hanging: boolean,
): boolean {
  if (!prev) return true;
  if (prev.column !== line.column || line.y > prev.y) return !continuesAcross(prev, line, edges);
  if (prev.y - line.y > spacing * 1.4) return true;
  const left = edges.left[line.column] ?? line.x;
  const indent = line.size * 0.6;
  const indented = line.x > left + indent;
  const prevIndented = prev.x > left + indent;
  return hanging ? !indented && prevIndented : indented && !prevIndented;
}

/** A sentence broken at the foot of a column continues at the head of the next one. */
function continuesAcross(prev: PdfLine, line: PdfLine, edges: ColumnEdges): boolean {
  const left = edges.left[line.column] ?? line.x;
  return !/[.!?:。！？：]$/.test(prev.text) && /^\p{Ll}/u.test(line.text) && line.x <= left + line.size * 0.6;
}

/** The most common distance between consecutive baselines in one column. */
function lineSpacing(lines: PdfLine[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1] as PdfLine;
    const b = lines[i] as PdfLine;
    const gap = a.y - b.y;
    if (a.column === b.column && gap > 0 && gap < b.size * 3) gaps.push(Math.round(gap * 2) / 2);
  }
  return mode(gaps) ?? 12;
}

interface ColumnEdges {
  left: Record<number, number>;
  right: Record<number, number>;
}

/** Each column's left margin (the leftmost x shared by several lines) and right margin. */
function columnEdges(lines: PdfLine[]): ColumnEdges {
  const left: Record<number, number> = {};
  const right: Record<number, number> = {};
  for (const column of [0, 1, 2]) {
    const inColumn = lines.filter((l) => l.column === column);
    const xs = inColumn.map((l) => Math.round(l.x));
    const shared = [...new Set(xs)].filter((x) => xs.filter((v) => Math.abs(v - x) <= 1).length >= 2);
    if (shared.length) left[column] = Math.min(...shared);
    if (inColumn.length) right[column] = Math.max(...inColumn.map((l) => l.right));
  }
  return { left, right };
}

/**
 * Per line, whether the run it belongs to (a column between headings) is set with hanging
 * indents. Both styles alternate flush and indented lines; they differ in which line runs
 * short: in running text the line before an indented line ends a paragraph (short), in a
 * hanging list the line before a flush line ends an entry.
 */
function hangingSegments(lines: PdfLine[], edges: ColumnEdges, bodySize: number): boolean[] {
  const result: boolean[] = new Array<boolean>(lines.length).fill(false);
  let start = 0;
  for (let i = 1; i <= lines.length; i++) {
    const line = lines[i];
    const prev = lines[i - 1] as PdfLine;
    const boundary = !line || line.column !== prev.column || looksLikeHeading(line.text) || line.size > bodySize * 1.15;
    if (!boundary) continue;
    const isHanging = votesHanging(lines.slice(start, i), edges);
    for (let j = start; j < i; j++) result[j] = isHanging;
    start = i;
  }
  return result;
}

function votesHanging(run: PdfLine[], edges: ColumnEdges): boolean {
  let hanging = 0;
  let running = 0;
  for (let i = 1; i < run.length; i++) {
    const prev = run[i - 1] as PdfLine;
    const line = run[i] as PdfLine;
    const left = edges.left[line.column] ?? line.x;
    const right = edges.right[line.column] ?? line.right;
    const indented = (l: PdfLine): boolean => l.x > left + l.size * 0.6 && l.x < left + l.size * 6;
    const short = prev.right < right - prev.size * 2;
    if (indented(line) && !indented(prev)) {
      if (short) running++;
      else hanging++;
    } else if (!indented(line) && indented(prev)) {
      if (short) hanging++;
      else running++;
    }
  }
  return hanging > running;
}

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
