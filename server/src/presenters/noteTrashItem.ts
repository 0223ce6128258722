import { TRASH_RETENTION_MS, type TrashItem } from '@inkstone/shared/api/textEditor';
import type { TrashRow } from '../db/repos/notes.js';

/** A deleted note or folder, with the last moment it can be restored. */
export function presentTrashItem(row: TrashRow): TrashItem {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    folderId: row.folderId,
    deletedAt: row.deletedAt.toISOString(),
    restorableUntil: new Date(row.deletedAt.getTime() + TRASH_RETENTION_MS).toISOString(),
  };
}
