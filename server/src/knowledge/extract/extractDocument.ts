import { blocksFromText } from './blocksFromText.js';
import { docxToBlocks } from './docx.js';
import { htmlToBlocks } from './html.js';
import { hyphenatedWords } from './joinLines.js';
import { detectLanguage } from './language.js';
import { latexToBlocks } from './latex.js';
import { markdownToBlocks } from './markdown.js';
import { extractPdf } from './pdf/extractPdf.js';
import type { DocumentInfo, DocumentKind, ExtractedDocument, TextBlock } from './types.js';

/** Options for {@link extractDocument}. */
export interface ExtractOptions {
  /** OCR a PDF without a text layer when `tesseract` is installed (default true). */
  ocr?: boolean;
}

/**
 * Turns an uploaded document into pages of headings and paragraphs, with what metadata
 * extraction needs besides (the PDF Info dictionary, the first page's layout, running heads).
 * The kind is the caller's, detected from the content; bytes that are not that kind throw.
 */
export async function extractDocument(
  bytes: Uint8Array,
  kind: DocumentKind,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  if (kind === 'pdf') return extractPdf(bytes, options);
  if (kind === 'docx') {
    const { pages, title } = await docxToBlocks(bytes);
    return fromBlocks(pages, { title });
  }
  const source = new TextDecoder('utf-8').decode(bytes);
  switch (kind) {
    case 'html': {
      const { pages, title } = htmlToBlocks(source);
      return fromBlocks(pages, { title });
    }
    case 'markdown': {
      const { blocks, title } = markdownToBlocks(source);
      return fromBlocks([blocks], { title });
    }
    case 'latex': {
      const { blocks, title, author } = latexToBlocks(source);
      return fromBlocks([blocks], { title, author });
    }
    case 'text': {
      const compounds = hyphenatedWords(source.split('\n'));
      return fromBlocks([blocksFromText(source, compounds)], {});
    }
  }
}

function fromBlocks(pages: TextBlock[][], info: DocumentInfo): ExtractedDocument {
  const extracted = pages.map((blocks, i) => ({ number: i + 1, blocks, text: blocks.map((b) => b.text).join('\n\n') }));
  return {
    pages: extracted,
    hasTextLayer: true,
    ocrUsed: false,
    language: detectLanguage(extracted.map((p) => p.text).join('\n')),
    info,
    firstPageLines: [],
    furniture: [],
  };
}
