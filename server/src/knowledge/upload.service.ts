import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FileName, type FileDto } from '@inkstone/shared/api/file';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as tasksRepo from '../db/repos/tasks.js';
import type { KnowledgeFileRow } from '../db/schema/index.js';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors.js';
import { presentKnowledgeFile } from '../presenters/knowledgeFile.js';
import { BlobTooLargeError } from '../storage/blobErrors.js';
import { sniffFileType } from '../storage/sniffFileType.js';
import { FILE_TASK_KIND } from './fileTask.js';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;

/** A file's name as stored: the last path segment of what the browser sent, checked like a rename. */
function storedName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const parsed = FileName.safeParse(base);
  if (!parsed.success) throw ValidationError(`file name: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

/** Forgets bytes no row refers to (an upload refused after it was stored). */
async function dropUnused(ctx: AppContext, key: string): Promise<void> {
  if (!(await filesRepo.isBlobUsed(ctx.db, key))) await ctx.blobs.delete(key);
}

/**
 * Streams one uploaded file into the blob store and records it, queued for processing. The size is
 * capped by the per-file limit and what is left of the user's quota while it streams (nothing is held
 * whole in memory); the type is read from the bytes. A refused or broken upload leaves nothing behind.
 */
export async function storeUpload(
  ctx: AppContext,
  userId: string,
  upload: { fileName: string; source: Readable; folderId: string | null },
): Promise<KnowledgeFileRow> {
  const name = storedName(upload.fileName);
  const { FILE_MAX_BYTES: perFile, FILE_QUOTA_BYTES: quota } = ctx.env;
  const left = quota - (await filesRepo.usedBytes(ctx.db, userId));
  if (left <= 0) {
    upload.source.resume();
    throw PayloadTooLargeError(
      `Your files use all of your ${megabytes(quota)} quota. Delete files (and empty the trash) to upload more.`,
    );
  }
  const maxBytes = Math.min(perFile, left);
  const stored = await ctx.blobs.putStream(upload.source, { maxBytes }).catch((err: unknown) => {
    if (!(err instanceof BlobTooLargeError)) throw err;
    throw PayloadTooLargeError(
      maxBytes < perFile
        ? `"${name}" does not fit in what is left of your ${megabytes(quota)} quota (${megabytes(left)} left).`
        : `"${name}" is larger than the ${megabytes(perFile)} a file may have.`,
    );
  });
  const type = await sniffFileType(stored.head, name);
  if (!type.kind) {
    await dropUnused(ctx, stored.key);
    throw new AppError(415, ErrorCode.unsupportedMediaType, `"${name}" cannot be added: ${type.reason}`);
  }
  const now = ctx.clock.now();
  const fileId = randomUUID();
  const taskId = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    await tasksRepo.insert(tx, { id: taskId, userId, kind: FILE_TASK_KIND, input: { fileId }, createdAt: now });
    const [inserted] = await filesRepo.insertMany(tx, [
      {
        id: fileId,
        userId,
        folderId: upload.folderId,
        name,
        size: stored.size,
        kind: type.kind,
        mime: type.mime,
        blobKey: stored.key,
        taskId,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    return inserted!;
  });
  ctx.tasks.enqueue(taskId);
  return row;
}

/** The files of one upload request as the API shows them (just queued: no passages yet). */
export const presentUploaded = (rows: readonly KnowledgeFileRow[]): { files: FileDto[] } => ({
  files: rows.map((row) => presentKnowledgeFile(row, 0)),
});

/** Takes back the files stored earlier in a request that then failed: rows, then bytes no row uses. */
export async function discardUploads(ctx: AppContext, rows: readonly KnowledgeFileRow[]): Promise<void> {
  if (rows.length === 0) return;
  await filesRepo.removeMany(
    ctx.db,
    rows.map((row) => row.id),
  );
  for (const row of rows) await dropUnused(ctx, row.blobKey);
}
