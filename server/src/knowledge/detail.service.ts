import type { FileDetailRes, UpdateFileMetadataReq } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import { NotFoundError } from '../errors.js';
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

/** Replaces what was read of a file's reference with the user's corrections. */
export async function updateFileMetadata(ctx: AppContext, userId: string, req: UpdateFileMetadataReq): Promise<void> {
  if (!(await filesRepo.findLive(ctx.db, userId, req.id))) throw NotFoundError('File');
  await filesRepo.update(ctx.db, userId, [req.id], { metadata: req.metadata, updatedAt: ctx.clock.now() });
}
