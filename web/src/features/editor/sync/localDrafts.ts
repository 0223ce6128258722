import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';

/** Edits the server has not accepted yet, kept in IndexedDB so a closed tab or a lost network loses nothing. */
export interface LocalDraft {
  noteId: string;
  /** The server version the draft descends from. */
  baseVersion: number;
  content: ProseMirrorDoc;
  savedAt: number;
}

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('inkstone-editor', 'drafts'));

/** Stores the latest unsaved document of a note. */
export function putDraft(draft: LocalDraft): Promise<void> {
  return set(draft.noteId, draft, draftStore());
}

/** The kept draft of a note, if any. */
export function getDraft(noteId: string): Promise<LocalDraft | undefined> {
  return get<LocalDraft>(noteId, draftStore());
}

/** Forgets a note's draft once the server holds it. */
export function deleteDraft(noteId: string): Promise<void> {
  return del(noteId, draftStore());
}
