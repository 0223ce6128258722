import type { NoteDetail, NoteSummary, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import type { NoteSummaryRow } from '../db/repos/notes.js';

/** A note as lists show it, without its document. */
export function presentNoteSummary(row: NoteSummaryRow): NoteSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    folderId: row.folderId,
    excerpt: row.excerpt,
    wordCount: row.wordCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A note with its document, for the editor; `content` is the decoded stored document. */
export function presentNoteDetail(row: NoteSummaryRow, content: ProseMirrorDoc): NoteDetail {
  return { ...presentNoteSummary(row), content };
}
