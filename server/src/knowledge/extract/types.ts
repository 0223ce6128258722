/** The formats an uploaded document is extracted from (detected from its content by the caller). */
export type DocumentKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'html' | 'latex';

/** The main language of a document's text: Chinese, English, or anything else (or no text). */
export type DocumentLanguage = 'zh' | 'en' | 'other';

/** A heading or a paragraph, in reading order; a reference-list entry is one paragraph. */
export interface TextBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/** One physical page (1-based); a format without pages is one page, split at DOCX page breaks. */
export interface ExtractedPage {
  number: number;
  /** The page's blocks joined by blank lines. */
  text: string;
  blocks: TextBlock[];
}

/** A line of the first page with its geometry, for reading the title and authors off the layout. */
export interface LayoutLine {
  text: string;
  /** The font size (PDF points) of most of the line's characters. */
  fontSize: number;
  /** Left edge and baseline, PDF points from the bottom-left corner. */
  x: number;
  y: number;
}

/** What the file says about itself: the PDF Info dictionary, or the DOCX title paragraph. */
export interface DocumentInfo {
  title?: string;
  author?: string;
  creationDate?: string;
}

/** A document turned into text: pages of blocks plus what metadata extraction reads besides. */
export interface ExtractedDocument {
  pages: ExtractedPage[];
  /** False for a PDF whose pages carry no text (a scan), whether or not OCR then read it. */
  hasTextLayer: boolean;
  ocrUsed: boolean;
  language: DocumentLanguage;
  info: DocumentInfo;
  /** The first page's lines in reading order (PDF only; empty otherwise). */
  firstPageLines: LayoutLine[];
  /**
   * Text dropped from the pages as furniture — running headers and footers, rotated margin
   * stamps — kept once each because that is where journals print a paper's DOI or arXiv id.
   */
  furniture: string[];
}
