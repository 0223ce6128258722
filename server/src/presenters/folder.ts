import type { Folder } from '@inkstone/shared/api/textEditor';
import type { FolderRow } from '../db/schema/index.js';

/** A folder with the number of its live notes (spec §3 names: folderName, folderDesc). */
export function presentFolder(row: FolderRow, noteCount: number): Folder {
  return {
    id: row.id,
    folderName: row.name,
    folderDesc: row.description,
    noteCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
