import {
  TRASH_RETENTION_DAYS,
  TRASH_RETENTION_MS,
  type EntityRes,
  type RestoreReq,
  type TrashItem,
} from '@inkstone/shared/api/textEditor';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/folders.js';
import * as notesRepo from '../db/repos/notes.js';
import type { Db } from '../db/types.js';
import { NotFoundError } from '../errors.js';
import { presentFolder } from '../presenters/folder.js';
import { presentNoteSummary } from '../presenters/note.js';
import { presentTrashItem } from '../presenters/noteTrashItem.js';

/** Items deleted before this moment are past the retention period: hidden, not restorable, purgeable. */
function retentionStart(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_MS);
}

// Past the retention period an item counts as gone, whether or not the purge has run yet.
const NotInTrash = (what: 'Note' | 'Folder') =>
  NotFoundError(
    what,
    `${what} not found in the trash. Deleted items can be restored for ${TRASH_RETENTION_DAYS} days.`,
  );

/** A page of the user's trash (notes and folders deleted within the retention period), latest first. */
export async function listTrash(
  ctx: AppContext,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: TrashItem[]; total: number }> {
  const { rows, total } = await notesRepo.listTrash(ctx.db, userId, retentionStart(ctx.clock.now()), {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return { items: rows.map(presentTrashItem), total };
}

/**
 * Restores a note from the trash; it goes back to its folder, or to "unfiled" when that folder is
 * gone. Restoring a note that is not deleted is a no-op that returns it.
 */
async function restoreNote(ctx: AppContext, userId: string, id: string): Promise<EntityRes> {
  return ctx.db.transaction(async (tx) => {
    const live = await notesRepo.findLiveSummary(tx, userId, id);
    if (live) return { kind: 'note', note: presentNoteSummary(live) };
    const deleted = await notesRepo.findDeletedSince(tx, userId, id, retentionStart(ctx.clock.now()));
    if (!deleted) throw NotInTrash('Note');
    const folder = deleted.folderId ? await foldersRepo.findLive(tx, userId, deleted.folderId) : undefined;
    const restored = await notesRepo.restore(tx, id, folder ? folder.id : null);
    return { kind: 'note', note: presentNoteSummary(restored) };
  });
}

/** Restores a folder and the notes that were deleted together with it. */
async function restoreFolder(ctx: AppContext, userId: string, id: string): Promise<EntityRes> {
  return ctx.db.transaction(async (tx) => {
    let folder = await foldersRepo.findLive(tx, userId, id);
    if (!folder) {
      const deleted = await foldersRepo.findDeletedSince(tx, userId, id, retentionStart(ctx.clock.now()));
      if (!deleted?.deletedAt) throw NotInTrash('Folder');
      await notesRepo.restoreDeletedWith(tx, id, deleted.deletedAt);
      folder = await foldersRepo.setDeletedAt(tx, id, null);
    }
    return { kind: 'folder', folder: presentFolder(folder, await foldersRepo.countLiveNotes(tx, userId, id)) };
  });
}

/** `restore`: takes a note or folder out of the trash within the retention period. */
export function restoreFromTrash(ctx: AppContext, userId: string, req: RestoreReq): Promise<EntityRes> {
  return req.kind === 'note' ? restoreNote(ctx, userId, req.id) : restoreFolder(ctx, userId, req.id);
}

/**
 * Hard-deletes notes and folders deleted longer ago than the retention period. Meant for a periodic
 * job; returns how many rows went.
 */
export async function purgeExpiredTrash(db: Db, now: Date): Promise<{ notes: number; folders: number }> {
  const cutoff = retentionStart(now);
  return db.transaction(async (tx) => ({
    notes: await notesRepo.purgeDeletedBefore(tx, cutoff),
    folders: await foldersRepo.purgeDeletedBefore(tx, cutoff),
  }));
}
