import type { PassageHitDto, SearchFilesReq } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/fileFolders.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import { NotFoundError } from '../errors.js';
import { queryOf } from './search/passageTerms.js';
import { snippetOf } from './search/snippet.js';

/** Files and folders a search is limited to must be the user's own and live: anything else is a 404. */
async function assertOwnsScope(ctx: AppContext, userId: string, req: Pick<SearchFilesReq, 'fileIds' | 'folderIds'>) {
  const fileIds = [...new Set(req.fileIds ?? [])];
  const folderIds = [...new Set(req.folderIds ?? [])];
  if ((await filesRepo.countLive(ctx.db, userId, fileIds)) < fileIds.length) throw NotFoundError('File');
  if ((await foldersRepo.countLive(ctx.db, userId, folderIds)) < folderIds.length) throw NotFoundError('Folder');
}

/**
 * The passages of the user's ready files (or of the given files or folders) that match a query, best
 * first: those holding every word, or — when none does — those holding some.
 */
export async function searchPassages(
  ctx: AppContext,
  userId: string,
  req: Pick<SearchFilesReq, 'query' | 'fileIds' | 'folderIds'> & { limit: number },
): Promise<PassageHitDto[]> {
  await assertOwnsScope(ctx, userId, req);
  const tsquery = queryOf(userId, req.query);
  if (!tsquery) return [];
  const scope = { userId, fileIds: req.fileIds, folderIds: req.folderIds };
  const rows = await passagesRepo.search(ctx.db, scope, tsquery.all, req.limit);
  if (rows.length === 0 && tsquery.any !== tsquery.all) {
    const seen = new Set(rows.map((row) => `${row.fileId}:${row.seq}`));
    const more = await passagesRepo.search(ctx.db, scope, tsquery.any, req.limit);
    rows.push(...more.filter((row) => !seen.has(`${row.fileId}:${row.seq}`)).slice(0, req.limit - rows.length));
  }
  return rows.map((row) => ({ ...row, score: Number(row.score), snippet: snippetOf(row.text, req.query) }));
}

/** POST /v1/file/search */
export async function searchFiles(ctx: AppContext, userId: string, req: SearchFilesReq) {
  return { items: await searchPassages(ctx, userId, req) };
}
