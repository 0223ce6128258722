import { TRASH_RETENTION_MS } from '@inkstone/shared/api/textEditor';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/fileFolders.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as tasksRepo from '../db/repos/tasks.js';
import type { Db } from '../db/types.js';
import { FILE_TASK_KIND } from './fileTask.js';

// Bounds one sweep's work; the next sweep takes the rest.
const PURGE_BATCH = 500;
// An upload still streaming is minutes old at most; older temporary copies are a crash's leftovers.
const TEMPORARY_AGE_MS = 24 * 60 * 60 * 1000;

/** Reading a file is idempotent, so a read cut off by a restart is queued again rather than failed. */
export async function requeueInterruptedFileTasks(db: Db): Promise<void> {
  for (const task of await tasksRepo.listRunning(db, FILE_TASK_KIND)) await tasksRepo.requeueRunning(db, task.id, null);
}

/**
 * Removes for good the files and folders in the trash longer than the retention period, then the
 * bytes no file refers to any more (one upload stored twice shares them), and temporary copies left by
 * uploads a crash cut off.
 */
export async function purgeExpiredFiles(ctx: AppContext): Promise<{ files: number; blobs: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - TRASH_RETENTION_MS);
  const expired = await filesRepo.listPurgeable(ctx.db, cutoff, PURGE_BATCH);
  await filesRepo.removeMany(
    ctx.db,
    expired.map((file) => file.id),
  );
  let blobs = 0;
  for (const key of new Set(expired.map((file) => file.blobKey))) {
    if (await filesRepo.isBlobUsed(ctx.db, key)) continue;
    await ctx.blobs.delete(key);
    blobs++;
  }
  await foldersRepo.purgeDeletedBefore(ctx.db, cutoff);
  await ctx.blobs.sweepTemporary(TEMPORARY_AGE_MS);
  return { files: expired.length, blobs };
}
