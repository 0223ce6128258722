import type {
  CreateFileFolderReq,
  DeleteFileEntryReq,
  FileFolderDto,
  FileStructureRes,
  FileTrashRes,
  MoveReq,
  RenameReq,
  RestoreFileEntryReq,
} from '@inkstone/shared/api/file';
import { FILE_KINDS } from '@inkstone/shared/api/file';
import { TRASH_RETENTION_DAYS, TRASH_RETENTION_MS } from '@inkstone/shared/api/textEditor';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/fileFolders.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import type { FileFolderRow } from '../db/schema/index.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { presentFileFolder, presentKnowledgeFile } from '../presenters/knowledgeFile.js';
import { semanticSearchOf } from './embeddings/semanticSearch.js';

const FolderNotFound = () => NotFoundError('Folder');
const FileNotFound = () => NotFoundError('File');

/** The folder `id` and every folder under it, from the user's live folders. */
function subtree(folders: readonly FileFolderRow[], id: string): string[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...folders.filter((f) => f.parentId === ids[i]).map((f) => f.id));
  return ids;
}

/** The user's live folder, or a 404 (also for anyone else's). */
async function liveFolder(ctx: AppContext, userId: string, id: string) {
  const folder = await foldersRepo.findLive(ctx.db, userId, id);
  if (!folder) throw FolderNotFound();
  return folder;
}

/** The quota and limits the Files tab shows. */
export async function fileLimits(ctx: AppContext, userId: string) {
  return {
    maxFileBytes: ctx.env.FILE_MAX_BYTES,
    quotaBytes: ctx.env.FILE_QUOTA_BYTES,
    usedBytes: await filesRepo.usedBytes(ctx.db, userId),
    kinds: [...FILE_KINDS],
    semanticSearch: (await semanticSearchOf(ctx)) !== undefined,
  };
}

/** Every live folder and file of the user, and the limits. */
export async function fileStructure(ctx: AppContext, userId: string): Promise<FileStructureRes> {
  const [folders, files] = await Promise.all([
    foldersRepo.listLive(ctx.db, userId),
    filesRepo.listLive(ctx.db, userId),
  ]);
  const passages = await passagesRepo.countByFile(
    ctx.db,
    files.map((file) => file.id),
  );
  return {
    folders: folders.map(presentFileFolder),
    files: files.map((file) => presentKnowledgeFile(file, passages.get(file.id) ?? 0)),
    limits: await fileLimits(ctx, userId),
  };
}

/** Creates a folder at the root or inside one of the user's folders. */
export async function createFolder(ctx: AppContext, userId: string, req: CreateFileFolderReq): Promise<FileFolderDto> {
  if (req.parentId) await liveFolder(ctx, userId, req.parentId);
  const now = ctx.clock.now();
  const row = await foldersRepo.insert(ctx.db, {
    id: randomUUID(),
    userId,
    parentId: req.parentId,
    name: req.name,
    createdAt: now,
    updatedAt: now,
  });
  return presentFileFolder(row);
}

export async function renameFolder(ctx: AppContext, userId: string, req: RenameReq): Promise<void> {
  await liveFolder(ctx, userId, req.id);
  await foldersRepo.update(ctx.db, userId, [req.id], { name: req.name, updatedAt: ctx.clock.now() });
}

export async function renameFile(ctx: AppContext, userId: string, req: RenameReq): Promise<void> {
  if (!(await filesRepo.findLive(ctx.db, userId, req.id))) throw FileNotFound();
  await filesRepo.update(ctx.db, userId, [req.id], { name: req.name, updatedAt: ctx.clock.now() });
}

/** Moves a file or folder into a folder or to the root; a folder cannot go inside itself. */
export async function moveEntry(ctx: AppContext, userId: string, req: MoveReq): Promise<void> {
  const now = ctx.clock.now();
  if (req.folderId) await liveFolder(ctx, userId, req.folderId);
  if (req.kind === 'file') {
    if (!(await filesRepo.findLive(ctx.db, userId, req.id))) throw FileNotFound();
    return filesRepo.update(ctx.db, userId, [req.id], { folderId: req.folderId, updatedAt: now });
  }
  await liveFolder(ctx, userId, req.id);
  if (req.folderId && subtree(await foldersRepo.listLive(ctx.db, userId), req.id).includes(req.folderId))
    throw BadRequestError(ErrorCode.validation, 'folderId: a folder cannot be moved into itself or a folder inside it');
  await foldersRepo.update(ctx.db, userId, [req.id], { parentId: req.folderId, updatedAt: now });
}

/**
 * Puts a file, or a folder with its sub-folders, in the trash. A folder's files go to the root
 * (`moveToRoot`) or into the trash with it (`delete`).
 */
export async function deleteEntry(ctx: AppContext, userId: string, req: DeleteFileEntryReq): Promise<void> {
  const now = ctx.clock.now();
  if (req.kind === 'file') {
    if (!(await filesRepo.findLive(ctx.db, userId, req.id))) throw FileNotFound();
    return filesRepo.update(ctx.db, userId, [req.id], { deletedAt: now, updatedAt: now });
  }
  await liveFolder(ctx, userId, req.id);
  await ctx.db.transaction(async (tx) => {
    const ids = subtree(await foldersRepo.listLive(tx, userId), req.id);
    const files = (await filesRepo.listLive(tx, userId)).filter((file) => file.folderId && ids.includes(file.folderId));
    const fileIds = files.map((file) => file.id);
    if (req.mode === 'moveToRoot') await filesRepo.update(tx, userId, fileIds, { folderId: null, updatedAt: now });
    else await filesRepo.update(tx, userId, fileIds, { deletedAt: now, updatedAt: now });
    await foldersRepo.update(tx, userId, ids, { deletedAt: now, updatedAt: now });
  });
}

const retentionStart = (now: Date) => new Date(now.getTime() - TRASH_RETENTION_MS);

/** Files and folders deleted within the retention period, latest first. */
export async function listFileTrash(ctx: AppContext, userId: string): Promise<FileTrashRes> {
  const since = retentionStart(ctx.clock.now());
  const [folders, files] = await Promise.all([
    foldersRepo.listDeleted(ctx.db, userId),
    filesRepo.listDeleted(ctx.db, userId),
  ]);
  const items = [
    ...folders.map((row) => ({ kind: 'folder' as const, row })),
    ...files.map((row) => ({ kind: 'file' as const, row })),
  ]
    .filter(({ row }) => row.deletedAt! >= since)
    .sort((a, b) => b.row.deletedAt!.getTime() - a.row.deletedAt!.getTime());
  return {
    items: items.map(({ kind, row }) => ({
      kind,
      id: row.id,
      name: row.name,
      deletedAt: row.deletedAt!.toISOString(),
      purgeAt: new Date(row.deletedAt!.getTime() + TRASH_RETENTION_MS).toISOString(),
    })),
  };
}

/**
 * Restores a file or folder from the trash. A file whose folder is still in the trash comes back
 * at the root; a folder comes back with what was deleted with it.
 */
export async function restoreEntry(ctx: AppContext, userId: string, req: RestoreFileEntryReq): Promise<void> {
  const now = ctx.clock.now();
  const since = retentionStart(now);
  const gone = () =>
    NotFoundError(
      req.kind === 'file' ? 'File' : 'Folder',
      `Not found in the trash. Deleted items can be restored for ${TRASH_RETENTION_DAYS} days.`,
    );
  if (req.kind === 'file') {
    const file = await filesRepo.findOwned(ctx.db, userId, req.id);
    if (!file?.deletedAt || file.deletedAt < since) throw gone();
    const folder = file.folderId ? await foldersRepo.findLive(ctx.db, userId, file.folderId) : undefined;
    return filesRepo.update(ctx.db, userId, [file.id], {
      deletedAt: null,
      folderId: folder?.id ?? null,
      updatedAt: now,
    });
  }
  const folder = await foldersRepo.findOwned(ctx.db, userId, req.id);
  if (!folder?.deletedAt || folder.deletedAt < since) throw gone();
  await ctx.db.transaction(async (tx) => {
    const deletedAt = folder.deletedAt!;
    const parent = folder.parentId ? await foldersRepo.findLive(tx, userId, folder.parentId) : undefined;
    const sameMoment = (row: { deletedAt: Date | null }) => row.deletedAt?.getTime() === deletedAt.getTime();
    const folders = (await foldersRepo.listDeleted(tx, userId)).filter(sameMoment);
    const ids = subtree(folders, folder.id);
    const files = (await filesRepo.listDeleted(tx, userId)).filter(
      (file) => sameMoment(file) && file.folderId && ids.includes(file.folderId),
    );
    await foldersRepo.update(tx, userId, ids, { deletedAt: null, updatedAt: now });
    await foldersRepo.update(tx, userId, [folder.id], { parentId: parent?.id ?? null });
    await filesRepo.update(
      tx,
      userId,
      files.map((file) => file.id),
      { deletedAt: null, updatedAt: now },
    );
  });
}
