import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PaperDto } from '@inkstone/shared/api/papers';
import { knowledgeFiles, libraryPapers } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { NotFoundError, ValidationError } from '../errors.js';

/** The source a paper standing for an uploaded file carries: its file's id. */
export const UPLOAD_SOURCE = 'upload';

/** The ids of the knowledge-base files a paper stands for. */
export const fileIdsOf = (paper: Pick<PaperDto, 'sources'>): string[] =>
  paper.sources.filter((s) => s.source === UPLOAD_SOURCE).map((s) => s.id);

const STATUS_WORDS: Record<string, string> = {
  queued: 'is still waiting to be read',
  extracting: 'is still being read',
  indexing: 'is still being indexed',
  failed: 'could not be read',
};

/**
 * The papers the user's knowledge-base files stand for (their library entries), each marked with its
 * file, in the order asked. 404 when a file is not the user's or is in the trash; 400 naming the file
 * when it is not ready, or its library entry was removed — nothing is left out silently.
 */
export async function filePapers(db: Db, userId: string, fileIds: readonly string[]): Promise<PaperDto[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: knowledgeFiles.id,
      name: knowledgeFiles.name,
      status: knowledgeFiles.status,
      bibkey: libraryPapers.bibkey,
      paper: libraryPapers.paper,
    })
    .from(knowledgeFiles)
    .leftJoin(libraryPapers, eq(libraryPapers.id, knowledgeFiles.libraryPaperId))
    .where(and(eq(knowledgeFiles.userId, userId), inArray(knowledgeFiles.id, ids), isNull(knowledgeFiles.deletedAt)));
  if (rows.length < ids.length) throw NotFoundError('File');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    if (row.status !== 'ready') throw ValidationError(`knowledgeFileIds: "${row.name}" ${STATUS_WORDS[row.status]}`);
    if (!row.paper || !row.bibkey)
      throw ValidationError(`knowledgeFileIds: "${row.name}" has no library entry; save its details again`);
    const sources = row.paper.sources.some((s) => s.source === UPLOAD_SOURCE && s.id === id)
      ? row.paper.sources
      : [...row.paper.sources, { source: UPLOAD_SOURCE, id }];
    return PaperDto.parse({ ...row.paper, bibkey: row.bibkey, sources });
  });
}
