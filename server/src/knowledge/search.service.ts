import type { PassageHitDto, SearchFilesReq } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import * as foldersRepo from '../db/repos/fileFolders.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import * as embeddingsRepo from '../db/repos/passageEmbeddings.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import { NotFoundError } from '../errors.js';
import { semanticSearchOf } from './embeddings/semanticSearch.js';
import { queryOf } from './search/passageTerms.js';
import { reciprocalRankFusion } from './search/reciprocalRankFusion.js';
import { snippetOf } from './search/snippet.js';

/** Files and folders a search is limited to must be the user's own and live: anything else is a 404. */
async function assertOwnsScope(ctx: AppContext, userId: string, req: Pick<SearchFilesReq, 'fileIds' | 'folderIds'>) {
  const fileIds = [...new Set(req.fileIds ?? [])];
  const folderIds = [...new Set(req.folderIds ?? [])];
  if ((await filesRepo.countLive(ctx.db, userId, fileIds)) < fileIds.length) throw NotFoundError('File');
  if ((await foldersRepo.countLive(ctx.db, userId, folderIds)) < folderIds.length) throw NotFoundError('Folder');
}

type PassageRow = Awaited<ReturnType<typeof passagesRepo.search>>[number];
type Scope = passagesRepo.PassageScope;

// How deep each ranking is read before fusion, and how long a query's embedding may take.
const FUSION_DEPTH = 50;
const QUERY_EMBED_MS = 10_000;

/** Keyword ranking: passages holding every word, or — when none does — those holding some. */
async function keywordRanking(ctx: AppContext, scope: Scope, query: string, limit: number): Promise<PassageRow[]> {
  const tsquery = queryOf(scope.userId, query);
  if (!tsquery) return [];
  const rows = await passagesRepo.search(ctx.db, scope, tsquery.all, limit);
  if (rows.length === 0 && tsquery.any !== tsquery.all) {
    const seen = new Set(rows.map((row) => `${row.fileId}:${row.seq}`));
    const more = await passagesRepo.search(ctx.db, scope, tsquery.any, limit);
    rows.push(...more.filter((row) => !seen.has(`${row.fileId}:${row.seq}`)).slice(0, limit - rows.length));
  }
  return rows;
}

/** Vector ranking by the query's embedding; empty when the model fails (the keyword ranking stands alone). */
async function vectorRanking(ctx: AppContext, scope: Scope, query: string, limit: number): Promise<PassageRow[]> {
  const embedder = await semanticSearchOf(ctx);
  if (!embedder) return [];
  const vector = await embedder
    // No retry: a search waits on it, and without it the keyword ranking still answers.
    .embed([query], { signal: AbortSignal.timeout(QUERY_EMBED_MS), maxRetries: 0 })
    .then(([v]) => v)
    .catch(() => undefined);
  return vector?.length ? embeddingsRepo.nearest(ctx.db, scope, embedder.model, vector, limit) : [];
}

/**
 * The passages of the user's ready files (or of the given files or folders) that match a query, best
 * first. By keyword; with an embedding model configured, also by meaning, the two rankings merged by
 * reciprocal rank fusion (score: the fused score).
 */
export async function searchPassages(
  ctx: AppContext,
  userId: string,
  req: Pick<SearchFilesReq, 'query' | 'fileIds' | 'folderIds'> & { limit: number },
): Promise<PassageHitDto[]> {
  await assertOwnsScope(ctx, userId, req);
  const scope = { userId, fileIds: req.fileIds, folderIds: req.folderIds };
  const present = (row: PassageRow, score: number) => ({ ...row, score, snippet: snippetOf(row.text, req.query) });
  if (!(await semanticSearchOf(ctx))) {
    const rows = await keywordRanking(ctx, scope, req.query, req.limit);
    return rows.map((row) => present(row, Number(row.score)));
  }
  const depth = Math.max(req.limit, FUSION_DEPTH);
  const rankings = await Promise.all([
    keywordRanking(ctx, scope, req.query, depth),
    vectorRanking(ctx, scope, req.query, depth),
  ]);
  return reciprocalRankFusion(rankings, (row) => `${row.fileId}:${row.seq}`)
    .slice(0, req.limit)
    .map(({ item, score }) => present(item, score));
}

/** POST /v1/file/search */
export async function searchFiles(ctx: AppContext, userId: string, req: SearchFilesReq) {
  return { items: await searchPassages(ctx, userId, req) };
}
