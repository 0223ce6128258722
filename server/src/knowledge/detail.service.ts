import type { FileDetailRes, UpdateFileMetadataReq } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import { NotFoundError } from '../errors.js';
import { syncLibraryEntry } from './libraryLink.js';
import { presentKnowledgeFile } from '../presenters/knowledgeFile.js';

const PASSAGES_PER_PAGE = 20;

/** A file of the user with a page of its passages in reading order. */
export async function fileDetail(
  ctx: AppContext,
  userId: string,
  req: { id: string; page: number },
): Promise<FileDetailRes> {
  const file = await filesRepo.findLive(ctx.db, userId, req.id);
  if (!file) throw NotFoundError('File');
  const { rows, total } = await passagesRepo.listPage(ctx.db, file.id, {
    offset: (req.page - 1) * PASSAGES_PER_PAGE,
    limit: PASSAGES_PER_PAGE,
  });
  return {
    file: presentKnowledgeFile(file, total),
    passages: rows.map((row) => ({ ...row, fileId: file.id, fileName: file.name })),
    totalPassages: total,
  };
}

/**
 * Replaces what was read of a file's reference with the user's corrections; a ready file's library
 * entry takes them too, so the file is cited as corrected.
 */
export async function updateFileMetadata(ctx: AppContext, userId: string, req: UpdateFileMetadataReq): Promise<void> {
  const file = await filesRepo.findLive(ctx.db, userId, req.id);
  if (!file) throw NotFoundError('File');
  const libraryPaperId =
    file.status === 'ready' ? await syncLibraryEntry(ctx, file, req.metadata) : file.libraryPaperId;
  await filesRepo.update(ctx.db, userId, [req.id], {
    metadata: req.metadata,
    libraryPaperId,
    updatedAt: ctx.clock.now(),
  });
}
