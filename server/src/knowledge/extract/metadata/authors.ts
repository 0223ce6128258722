import type { ExtractedDocument, LayoutLine } from '../types.js';
import { parseAuthorField, parseAuthorLine, parseName, type AuthorName } from './names.js';

// "研究生：李子强", "学生姓名：惠计算", "作者：…" on a Chinese thesis cover or paper.
const CHINESE_LABEL = /^(?:研究生|学生姓名|作者姓名|作者|姓名|申请人|学位申请人|论文作者)[：:]\s*(.*)$/u;

/**
 * The authors as printed under the title: on a PDF the lines after the title block; on a
 * thesis cover the labelled name; elsewhere the first block after the title that reads as a
 * list of names. The Info Author field is the last resort (it sometimes names only the last author).
 */
export function findAuthors(doc: ExtractedDocument, titleLines: LayoutLine[], title: string | null): AuthorName[] {
  const lines = doc.firstPageLines.map((l) => l.text);
  const labelled = chineseLabelled(lines.length ? lines : firstBlocks(doc));
  if (labelled) return [labelled];
  if (doc.firstPageLines.length) {
    const after = titleLines.length
      ? doc.firstPageLines.indexOf(titleLines[titleLines.length - 1] as LayoutLine) + 1
      : 0;
    const found = firstNameLine(lines.slice(after, after + 8));
    if (found.length) return found;
  } else {
    const blocks = firstBlocks(doc);
    const titleIndex = title ? blocks.findIndex((b) => b.replace(/\s+/g, ' ') === title) : -1;
    const found = firstNameLine(blocks.slice(titleIndex + 1, titleIndex + 12), true);
    if (found.length) return found;
  }
  return doc.info.author ? parseAuthorField(doc.info.author) : [];
}

function firstNameLine(lines: string[], firstPieceOnly = false): AuthorName[] {
  for (const line of lines) {
    if (/[:：@]/.test(line) && !/^\p{Lu}/u.test(line)) continue;
    if (firstPieceOnly) {
      const names = parseAuthorLine(line).slice(0, 1);
      if (names.length) return names;
      continue;
    }
    const names = parseAuthorLine(line);
    if (names.length) return names;
  }
  return [];
}

function chineseLabelled(lines: string[]): AuthorName | null {
  for (let i = 0; i < lines.length; i++) {
    const compact = (lines[i] as string).replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han}|[：:])/gu, '');
    const match = CHINESE_LABEL.exec(compact);
    if (!match) continue;
    // The name may sit on the same line or, set apart from its label, on the next one.
    const value = (match[1] ?? '').trim() || (lines[i + 1] ?? '').trim();
    const name = parseName(value.split(/[\s（(]/)[0] ?? '');
    if (name) return name;
  }
  return null;
}

function firstBlocks(doc: ExtractedDocument): string[] {
  return (doc.pages[0]?.blocks ?? []).slice(0, 30).map((b) => b.text);
}
