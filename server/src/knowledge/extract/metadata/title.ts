import type { ExtractedDocument, LayoutLine } from '../types.js';

/** A printed label above a title: "Article", "Research Article", a thesis-type line on a cover. */
const LABEL =
  /^(?:(?:original|research|review|short)?\s*(?:article|paper|communication|letter|preprint|report)s?|(?:本科生?|硕士|博士|研究生)?(?:学位|毕业)?(?:设计|论文)(?:[（(]论文[)）])?|学位论文)$/i;

/** The document's title: a trustworthy Info/Title field, else the largest type on the first page. */
export function findTitle(doc: ExtractedDocument): { title: string | null; lines: LayoutLine[] } {
  const layout = titleFromLayout(doc.firstPageLines);
  const firstPages = doc.pages
    .slice(0, 2)
    .map((p) => p.text)
    .join('\n');
  const info = doc.info.title;
  if (
    info &&
    isPlausibleTitle(info) &&
    printedIn(info, firstPages + '\n' + doc.firstPageLines.map((l) => l.text).join('\n'))
  ) {
    return { title: clean(info), lines: layout };
  }
  if (layout.length) return { title: clean(joinTitleLines(layout.map((l) => l.text))), lines: layout };
  if (info && isPlausibleTitle(info)) return { title: clean(info), lines: [] };
  const heading = doc.pages[0]?.blocks.find((b) => b.kind === 'heading');
  return { title: heading ? clean(heading.text) : null, lines: [] };
}

/** The lines of the largest type near the top of the first page, labels aside. */
function titleFromLayout(lines: LayoutLine[]): LayoutLine[] {
  const candidates = lines.filter((l) => isCandidate(l.text));
  const size = Math.max(0, ...candidates.map((l) => l.fontSize));
  const start = candidates.findIndex((l) => l.fontSize === size);
  const first = candidates[start];
  if (!first) return [];
  const title = [first];
  for (const line of candidates.slice(start + 1)) {
    const prev = title[title.length - 1] as LayoutLine;
    const sameType = Math.abs(line.fontSize - size) < 0.5 && prev.y - line.y < size * 2.2;
    // A thesis cover prints the title in Chinese, then in English in the same type.
    const switchesScript = /\p{Script=Han}/u.test(prev.text) && !/\p{Script=Han}/u.test(line.text);
    if (!sameType || switchesScript) break;
    title.push(line);
  }
  return title;
}

function isCandidate(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  return compact.length >= 4 && /\p{L}{2}/u.test(compact) && !LABEL.test(compact) && !/^(?:https?:|doi)/i.test(compact);
}

function isPlausibleTitle(title: string): boolean {
  const t = title.trim();
  if (t.length < 8) return false;
  if (/^(?:title|untitled|microsoft word|document\d*|slide\s*\d+)\b/i.test(t)) return false;
  return !/\.(?:docx?|pdf|tex|dvi|rtf|odt)$/i.test(t);
}

/** Most of the title's words (or Han characters) occur in the text of the first pages. */
function printedIn(title: string, text: string): boolean {
  const haystack = text.toLowerCase();
  const tokens = title.toLowerCase().match(/\p{Script=Han}|[\p{L}\d]+/gu) ?? [];
  if (!tokens.length) return false;
  return tokens.filter((t) => haystack.includes(t)).length >= tokens.length * 0.7;
}

function joinTitleLines(lines: string[]): string {
  return lines.reduce((acc, line) => {
    if (!acc) return line;
    if (/\p{Script=Han}$/u.test(acc) || /^\p{Script=Han}/u.test(line)) return acc + line;
    return acc.endsWith('-') ? acc + line : `${acc} ${line}`;
  }, '');
}

function clean(title: string): string {
  // Letter-spaced CJK ("摘 要") and footnote marks after a title ("Title∗") are layout, not text.
  return title
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    .replace(/[\s*∗†‡]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}
