import { fileTypeFromBuffer } from 'file-type';
import { textKindOf } from './textKind.js';

/** The kinds of file the knowledge base accepts (issue 19). */
export type FileKind = 'pdf' | 'docx' | 'png' | 'jpeg' | 'markdown' | 'txt' | 'html' | 'latex' | 'bibtex' | 'ris';

export type SniffResult = { kind: FileKind; mime: string } | { kind: null; reason: string };

const BINARY: Partial<Record<string, { kind: FileKind; mime: string }>> = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  png: { kind: 'png', mime: 'image/png' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg' },
};

// Why a recognised but refused type is refused, in words a user can act on.
const REFUSED: Partial<Record<string, string>> = {
  cfb: 'an old Word (.doc) or other Office 97 file: save it as .docx',
  zip: 'a zip archive that is not a Word document',
  doc: 'an old Word (.doc) file: save it as .docx',
};

const BINARY_EXTENSIONS = new Set(['pdf', 'docx', 'png', 'jpg', 'jpeg']);

/**
 * What kind of file `head` (the first bytes, see HEAD_BYTES) is, judged by its content: the name is
 * the client's claim and only chooses among text kinds, which share one kind of bytes. Binary types
 * come from `file-type` (magic numbers; for DOCX the zip entries). Text must be UTF-8; a cut at the
 * end of the head in the middle of a character is allowed.
 */
export async function sniffFileType(head: Buffer, fileName: string): Promise<SniffResult> {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const accepted = BINARY[detected.ext];
    if (accepted) return accepted;
    return {
      kind: null,
      reason: `The content is ${REFUSED[detected.ext] ?? `a ${detected.ext} file (${detected.mime})`}.`,
    };
  }
  const text = decodeUtf8(head);
  if (text === null) return { kind: null, reason: 'The content is neither a supported document nor UTF-8 text.' };
  if (BINARY_EXTENSIONS.has(extension))
    return { kind: null, reason: `The name says .${extension}, but the content is text, not that format.` };
  return textKindOf(text, extension);
}

/** The text, or null when the bytes are not UTF-8 (or hold NUL bytes, which no text file we accept has). */
function decodeUtf8(head: Buffer): string | null {
  try {
    // stream: true leaves an incomplete character at the very end undecoded instead of failing.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}
