import { AGENT_MAX_KNOWLEDGE_FILES } from '@inkstone/shared/api/paperAgent';
import * as foldersRepo from '../db/repos/fileFolders.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import type { FileFolderRow, KnowledgeFileRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { BadRequestError, NotFoundError, ValidationError } from '../errors.js';

/** A chosen file that is still being read, or could not be read (stable id; not in errorCodes.ts yet). */
export const FILE_NOT_READY = 'file_not_ready';

/** The folder `id` and every folder under it. */
function subtree(folders: readonly FileFolderRow[], id: string): Set<string> {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...folders.filter((f) => f.parentId === ids[i]).map((f) => f.id));
  return new Set(ids);
}

/**
 * The knowledge-base files a request names as sources: the files themselves, then the ready files
 * of the folders (and their subfolders), without repeats. A file or folder that is not the user's
 * live one is a 404; a named file still being processed, or failed, is a 400 naming it (a folder's
 * unready files are left out instead: the user did not pick them one by one).
 */
export async function readyChosenFiles(
  db: Db,
  userId: string,
  choice: { fileIds?: readonly string[]; folderIds?: readonly string[] },
): Promise<KnowledgeFileRow[]> {
  const fileIds = [...new Set(choice.fileIds ?? [])];
  const folderIds = [...new Set(choice.folderIds ?? [])];
  if (fileIds.length === 0 && folderIds.length === 0) return [];
  const files = await filesRepo.listLive(db, userId);
  const byId = new Map(files.map((file) => [file.id, file]));
  const chosen: KnowledgeFileRow[] = fileIds.map((id) => {
    const file = byId.get(id);
    if (!file) throw NotFoundError('File');
    if (file.status !== 'ready') {
      const why = file.status === 'failed' ? 'could not be read' : 'is still being processed';
      throw BadRequestError(FILE_NOT_READY, `The file "${file.name}" ${why}; only ready files can be sources.`);
    }
    return file;
  });
  if (folderIds.length > 0) {
    const folders = await foldersRepo.listLive(db, userId);
    const inScope = new Set<string>();
    for (const id of folderIds) {
      if (!folders.some((folder) => folder.id === id)) throw NotFoundError('Folder');
      for (const each of subtree(folders, id)) inScope.add(each);
    }
    const taken = new Set(fileIds);
    chosen.push(
      ...files.filter((f) => f.status === 'ready' && f.folderId && inScope.has(f.folderId) && !taken.has(f.id)),
    );
  }
  if (chosen.length > AGENT_MAX_KNOWLEDGE_FILES) {
    throw ValidationError(
      `knowledgeFolderIds: the folders hold ${chosen.length} ready files; a search takes at most ${AGENT_MAX_KNOWLEDGE_FILES}`,
    );
  }
  return chosen;
}
