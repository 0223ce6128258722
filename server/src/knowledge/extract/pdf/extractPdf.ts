import { blocksFromText } from '../blocksFromText.js';
import { hyphenatedWords, joinLines } from '../joinLines.js';
import { detectLanguage } from '../language.js';
import type { ExtractedDocument, ExtractedPage, LayoutLine, TextBlock } from '../types.js';
import { dropFurniture } from './furniture.js';
import { dropLineNumbers } from './lineNumbers.js';
import { buildLines, buildRows, type PdfLine } from './lines.js';
import { ocrPdf } from './ocr.js';
import { toLineBlocks } from './paragraphs.js';
import { readPdf, type PdfContent } from './readPdf.js';

/** Fewer visible characters than this per page on average means the pages are images. */
const MIN_CHARS_PER_PAGE = 10;

/** Extracts a PDF's text page by page from its text layer, or by OCR when it has none. */
export async function extractPdf(bytes: Uint8Array, options: { ocr?: boolean }): Promise<ExtractedDocument> {
  const content = await readPdf(bytes);
  const chars = content.pages.reduce((sum, page) => sum + page.items.reduce((s, i) => s + i.text.trim().length, 0), 0);
  const hasTextLayer = chars >= Math.max(1, content.pages.length) * MIN_CHARS_PER_PAGE;
  if (hasTextLayer) return fromTextLayer(content);
  const ocrTexts = options.ocr === false ? null : await ocrPdf(bytes);
  const pages: ExtractedPage[] = content.pages.map((_, i) => page(i + 1, blocksFromText(ocrTexts?.[i] ?? '')));
  const text = pages.map((p) => p.text).join('\n');
  return {
    pages,
    hasTextLayer: false,
    ocrUsed: ocrTexts !== null && text.trim().length > 0,
    language: detectLanguage(text),
    info: content.info,
    firstPageLines: [],
    furniture: [],
  };
}

function fromTextLayer(content: PdfContent): ExtractedDocument {
  const laidOut = content.pages.map((p) => {
    const items = dropLineNumbers(p.items, p.width);
    return { lines: buildLines(items, p.width), height: p.height, items };
  });
  const cleaned = dropFurniture(laidOut);
  const bodySize = bodyFontSize(cleaned.flatMap((p) => p.lines));
  const compounds = hyphenatedWords(cleaned.flatMap((p) => p.lines.map((l) => l.text)));
  const pages = cleaned.map((p, i) => {
    const blocks = toLineBlocks(p.lines, bodySize).map((b): TextBlock => ({
      kind: b.kind,
      text: joinLines(b.lines, compounds),
    }));
    return page(i + 1, blocks);
  });
  const furniture = [...new Set([...cleaned.flatMap((p) => p.furniture), ...content.pages.flatMap((p) => p.rotated)])];
  const firstFurniture = new Set(cleaned[0]?.furniture ?? []);
  const firstPageLines = buildRows(laidOut[0]?.items ?? [])
    .filter((line) => !firstFurniture.has(line.text))
    .map((line): LayoutLine => ({ text: line.text, fontSize: line.size, x: line.x, y: line.y }));
  return {
    pages,
    hasTextLayer: true,
    ocrUsed: false,
    language: detectLanguage(pages.map((p) => p.text).join('\n')),
    info: content.info,
    firstPageLines,
    furniture,
  };
}

function page(number: number, blocks: TextBlock[]): ExtractedPage {
  return { number, blocks, text: blocks.map((b) => b.text).join('\n\n') };
}

/** The font size most characters of the document are set in. */
function bodyFontSize(lines: PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}
