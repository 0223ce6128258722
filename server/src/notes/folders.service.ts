import crypto from 'node:crypto';
import type {
  CreateFolderReq,
  DeleteFileRes,
  EditFolderReq,
  Folder,
  FolderDeleteMode,
} from '@inkstone/shared/api/textEditor';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/folders.js';
import * as notesRepo from '../db/repos/notes.js';
import type { FolderRow } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { presentFolder } from '../presenters/folder.js';
import { presentTrashItem } from '../presenters/noteTrashItem.js';
import { VersionConflictError } from './versionConflict.js';

const FolderNotFound = () => NotFoundError('Folder');

/** The user's live folder; 404 when it is unknown, someone else's or in the trash. */
export async function requireLiveFolder(ctx: AppContext, userId: string, id: string): Promise<FolderRow> {
  const folder = await foldersRepo.findLive(ctx.db, userId, id);
  if (!folder) throw FolderNotFound();
  return folder;
}

/** Creates a folder (spec §3: folderName, folderDesc). */
export async function createFolder(
  ctx: AppContext,
  userId: string,
  req: z.infer<typeof CreateFolderReq>,
): Promise<Folder> {
  const now = ctx.clock.now();
  const row = await foldersRepo.insert(ctx.db, {
    id: crypto.randomUUID(),
    userId,
    name: req.folderName,
    description: req.folderDesc,
    createdAt: now,
    updatedAt: now,
  });
  return presentFolder(row, 0);
}

/** The user's folders by name, with their note counts. */
export async function listFolders(ctx: AppContext, userId: string): Promise<Folder[]> {
  const rows = await foldersRepo.listLiveWithCounts(ctx.db, userId);
  return rows.map((row) => presentFolder(row, row.noteCount));
}

/** Renames or re-describes a folder, refusing a stale version (409 with the current folder). */
export async function editFolder(ctx: AppContext, userId: string, req: z.infer<typeof EditFolderReq>): Promise<Folder> {
  const patch = { name: req.folderName, description: req.folderDesc };
  const row = await foldersRepo.updateIfVersion(ctx.db, userId, req.id, req.version, patch, ctx.clock.now());
  if (row) return presentFolder(row, await foldersRepo.countLiveNotes(ctx.db, userId, row.id));
  const current = await requireLiveFolder(ctx, userId, req.id);
  const noteCount = await foldersRepo.countLiveNotes(ctx.db, userId, current.id);
  throw VersionConflictError({ kind: 'folder', folder: presentFolder(current, noteCount) });
}

/**
 * Moves a folder to the trash. Its notes either leave it for "unfiled", or go to the trash with it
 * (stamped with the same time, so restoring the folder brings exactly those notes back).
 */
export async function deleteFolder(
  ctx: AppContext,
  userId: string,
  id: string,
  mode: FolderDeleteMode,
): Promise<DeleteFileRes> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const folder = await foldersRepo.findLive(tx, userId, id);
    if (!folder) throw FolderNotFound();
    const affectedNotes =
      mode === 'deleteNotes'
        ? await notesRepo.softDeleteAllIn(tx, userId, id, now)
        : await notesRepo.unfileAllIn(tx, userId, id);
    await foldersRepo.setDeletedAt(tx, id, now);
    const item = presentTrashItem({ kind: 'folder', id, title: folder.name, folderId: null, deletedAt: now });
    return { item, affectedNotes };
  });
}
