import { strToU8, zipSync } from 'fflate';
import { CITE_LIMITS } from '@inkstone/shared/api/papers';
import { authorizedHeaders } from '../../../lib/apiClient';
import type { NoteCitations } from '../citations/noteCitations';
import { download, fileNameOf } from './download';
import { collectFootnotes } from './footnotes';
import type { PmNode } from './pmJson';

/** The export formats the editor offers. */
export type ExportFormat = 'markdown' | 'docx' | 'html' | 'latex';

const ZIP = 'application/zip';

/** An image of the note for the LaTeX project: the app's own (signed in) or any the browser may read. */
async function fetchImage(src: string): Promise<Uint8Array | null> {
  const url = new URL(src, window.location.href);
  const isOwn = url.origin === window.location.origin;
  const res = await fetch(url, isOwn ? { headers: authorizedHeaders({}) } : {}).catch(() => null);
  return res?.ok ? new Uint8Array(await res.arrayBuffer()) : null;
}

/**
 * Converts and downloads a document; each converter is its own chunk, loaded on first use. With
 * citations, Markdown comes as a zip with refs.bib beside it; LaTeX is always a project zip.
 */
export async function exportDoc(
  doc: PmNode,
  title: string,
  format: ExportFormat,
  citations: NoteCitations | null,
): Promise<void> {
  switch (format) {
    case 'markdown': {
      const { toMarkdown } = await import('./toMarkdown');
      if (!citations) return download(toMarkdown(doc), fileNameOf(title, 'md'), 'text/markdown');
      const files = {
        [fileNameOf(title, 'md')]: strToU8(toMarkdown(doc, 'refs.bib')),
        'refs.bib': strToU8(citations.bibtex),
      };
      return download(zipSync(files), fileNameOf(title, 'zip'), ZIP);
    }
    case 'docx': {
      const { toDocx } = await import('./toDocx');
      const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      return download(await toDocx(doc, title, citations), fileNameOf(title, 'docx'), type);
    }
    case 'html': {
      const { toHtml } = await import('./toHtml');
      return download(toHtml(doc, title, collectFootnotes(doc), citations), fileNameOf(title, 'html'), 'text/html');
    }
    case 'latex': {
      const { toLatexProject } = await import('./latexProject');
      return download(await toLatexProject(doc, title, citations, fetchImage), fileNameOf(title, 'zip'), ZIP);
    }
  }
}

/** Reads a picked Markdown, Word, HTML or LaTeX file into a document; null for any other kind of file. */
export async function importFile(file: File): Promise<PmNode | null> {
  if (/\.docx$/i.test(file.name)) {
    const { readDocx } = await import('./fromDocx');
    const { doc, references } = await readDocx(await file.arrayBuffer());
    if (references.length === 0) return doc;
    // Citation fields (Zotero's, or Inkstone's own) carry their works' data: the note keeps copies.
    const [{ readReferences }, { withReferenceCopies }] = await Promise.all([
      import('../../library/api'),
      import('./importedReferences'),
    ]);
    // Works past the request's cap get no copy, nor do any when the server cannot read them: their
    // citations keep the text the file showed.
    const items = references.slice(0, CITE_LIMITS.papers).map((reference) => reference.item);
    const { papers } = await readReferences({ items }).catch(() => ({ papers: [] }));
    return withReferenceCopies(doc, references, papers);
  }
  if (/\.(md|markdown|txt)$/i.test(file.name)) {
    const { fromMarkdown } = await import('./fromMarkdown');
    return fromMarkdown(await file.text());
  }
  if (/\.html?$/i.test(file.name)) {
    const { fromHtmlFile } = await import('./fromHtml');
    return fromHtmlFile(await file.text());
  }
  if (/\.tex$/i.test(file.name)) {
    const { fromLatex } = await import('./fromLatex');
    return fromLatex(await file.text());
  }
  return null;
}
