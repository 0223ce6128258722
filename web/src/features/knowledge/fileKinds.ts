import type { FileKind } from '@inkstone/shared/api/file';

// The usual extensions of each kind. The server decides the kind from the bytes; these only set
// the file picker's filter (the user can still choose "all files").
const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['.pdf'],
  docx: ['.docx'],
  markdown: ['.md', '.markdown'],
  txt: ['.txt'],
  html: ['.html', '.htm'],
  latex: ['.tex'],
  bibtex: ['.bib'],
  ris: ['.ris'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
};

/** The picker's `accept` for the allowed kinds. */
export const acceptOf = (kinds: readonly FileKind[]): string => kinds.flatMap((kind) => EXTENSIONS[kind]).join(',');

/** Whether the browser can show the file itself in the preview. */
export const isPreviewable = (kind: FileKind): boolean => kind === 'pdf' || kind === 'png' || kind === 'jpeg';
