import { getDocumentProxy } from 'unpdf';
import type { DocumentInfo } from '../types.js';

/** A run of text as pdf.js reports it, reduced to what layout analysis needs. */
export interface PdfItem {
  text: string;
  /** Left edge and baseline in PDF points (origin bottom-left). */
  x: number;
  y: number;
  width: number;
  /** Font size in points (the text matrix's vertical scale). */
  size: number;
}

/** One page's horizontal text, plus rotated runs (margin stamps) kept apart. */
export interface PdfPageItems {
  width: number;
  height: number;
  items: PdfItem[];
  rotated: string[];
}

/** A PDF read into positioned text items per page, with its Info dictionary. */
export interface PdfContent {
  pages: PdfPageItems[];
  info: DocumentInfo;
}

interface RawItem {
  str?: string;
  width?: number;
  transform?: number[];
}

/** Reads every page's text items (pdf.js through unpdf) and the Info dictionary. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const pages: PdfPageItems[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      pages.push({ width: viewport.width, height: viewport.height, ...toItems(content.items as RawItem[]) });
      page.cleanup();
    }
    const meta = await pdf.getMetadata().catch(() => null);
    return { pages, info: readInfo(meta?.info) };
  } finally {
    // Frees the document and its worker-side state; the proxy has no destroy() of its own.
    await pdf.loadingTask.destroy();
  }
}

function toItems(raw: RawItem[]): { items: PdfItem[]; rotated: string[] } {
  const items: PdfItem[] = [];
  const rotated: string[] = [];
  for (const item of raw) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform ?? [];
    if (!item.str || !item.str.trim()) continue;
    if (Math.abs(b) > Math.abs(a)) {
      rotated.push(item.str);
      continue;
    }
    const size = Math.hypot(c, d);
    if (size <= 0) continue;
    items.push({ text: item.str, x: e, y: f, width: item.width ?? 0, size });
  }
  return { items, rotated };
}

function readInfo(info: unknown): DocumentInfo {
  if (!info || typeof info !== 'object') return {};
  const record = info as Record<string, unknown>;
  const text = (key: string): string | undefined => {
    const value = record[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return { title: text('Title'), author: text('Author'), creationDate: text('CreationDate') };
}
