import { download, fileNameOf } from './download';
import { collectFootnotes } from './footnotes';
import type { PmNode } from './pmJson';

/** The export formats the editor offers. */
export type ExportFormat = 'markdown' | 'docx' | 'html' | 'latex';

/** Converts and downloads a document; each converter is its own chunk, loaded on first use. */
export async function exportDoc(doc: PmNode, title: string, format: ExportFormat): Promise<void> {
  switch (format) {
    case 'markdown': {
      const { toMarkdown } = await import('./toMarkdown');
      return download(toMarkdown(doc), fileNameOf(title, 'md'), 'text/markdown');
    }
    case 'docx': {
      const { toDocx } = await import('./toDocx');
      const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      return download(await toDocx(doc, title), fileNameOf(title, 'docx'), type);
    }
    case 'html': {
      const { toHtml } = await import('./toHtml');
      return download(toHtml(doc, title, collectFootnotes(doc)), fileNameOf(title, 'html'), 'text/html');
    }
    case 'latex': {
      const { toLatex } = await import('./toLatex');
      return download(toLatex(doc, title), fileNameOf(title, 'tex'), 'application/x-tex');
    }
  }
}

/** Reads a picked Markdown or Word file into a document; null for any other kind of file. */
export async function importFile(file: File): Promise<PmNode | null> {
  if (/\.docx$/i.test(file.name)) {
    const { fromDocx } = await import('./fromDocx');
    return fromDocx(await file.arrayBuffer());
  }
  if (/\.(md|markdown|txt)$/i.test(file.name)) {
    const { fromMarkdown } = await import('./fromMarkdown');
    return fromMarkdown(await file.text());
  }
  return null;
}
