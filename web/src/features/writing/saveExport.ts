import type { ExportReviewRes } from '@inkstone/shared/api/writing';
import { download } from '../editor/converters/download';

/** The bytes of an exported file: DOCX comes base64-encoded in the JSON envelope. */
export function exportBytes(file: ExportReviewRes): BlobPart {
  if (file.encoding === 'utf8') return file.content;
  return Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
}

/** Saves an exported review under the file name the server chose. */
export function saveExport(file: ExportReviewRes): void {
  download(exportBytes(file), file.filename, file.mimeType);
}
