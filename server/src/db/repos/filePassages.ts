import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { filePassages, knowledgeFiles } from '../schema/index.js';
import type { Db } from '../types.js';

/** A passage to store: its text, pages and the analysed text its search terms are made of. */
export interface NewPassage {
  seq: number;
  pageFrom: number;
  pageTo: number;
  section: string | null;
  text: string;
  indexedText: string;
}

/** Replaces a file's passages (a file is read again from the start when it is re-processed). */
export async function replaceAll(
  db: Db,
  fileId: string,
  userId: string,
  passages: readonly NewPassage[],
): Promise<void> {
  await db.delete(filePassages).where(eq(filePassages.fileId, fileId));
  // Batches keep each statement's parameter count well under PostgreSQL's 65,535.
  for (let i = 0; i < passages.length; i += 500) {
    await db.insert(filePassages).values(
      passages.slice(i, i + 500).map(({ indexedText, ...passage }) => ({
        ...passage,
        fileId,
        userId,
        terms: sql`to_tsvector('simple', ${indexedText})`,
      })),
    );
  }
}

/** A page of a file's passages in reading order, and how many it has. */
export async function listPage(db: Db, fileId: string, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      seq: filePassages.seq,
      pageFrom: filePassages.pageFrom,
      pageTo: filePassages.pageTo,
      section: filePassages.section,
      text: filePassages.text,
    })
    .from(filePassages)
    .where(eq(filePassages.fileId, fileId))
    .orderBy(asc(filePassages.seq))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(filePassages).where(eq(filePassages.fileId, fileId));
  return { rows, total: total?.n ?? 0 };
}

/** How many passages each of the files has. */
export async function countByFile(db: Db, fileIds: readonly string[]): Promise<Map<string, number>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ fileId: filePassages.fileId, n: count() })
    .from(filePassages)
    .where(inArray(filePassages.fileId, [...fileIds]))
    .groupBy(filePassages.fileId);
  return new Map(rows.map((row) => [row.fileId, row.n]));
}

/** Where a search may look: the user's ready, live files, optionally only some files or folders. */
export interface PassageScope {
  userId: string;
  fileIds?: readonly string[];
  folderIds?: readonly string[];
}

// A query matching most passages (a common word) is ranked over this many of them, not all.
const RANK_CANDIDATES = 500;

/**
 * The passages matching a tsquery (of `simple` lexemes, with the owner's), best first by cover
 * density among at most RANK_CANDIDATES matches.
 */
export function search(db: Db, scope: PassageScope, tsquery: string, limit: number) {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const candidates = db
    .select({
      fileId: filePassages.fileId,
      seq: filePassages.seq,
      pageFrom: filePassages.pageFrom,
      pageTo: filePassages.pageTo,
      section: filePassages.section,
      text: filePassages.text,
      terms: filePassages.terms,
    })
    .from(filePassages)
    .where(and(eq(filePassages.userId, scope.userId), sql`${filePassages.terms} @@ ${query}`))
    .limit(RANK_CANDIDATES)
    .as('candidates');
  const filters: SQL[] = [sql`${knowledgeFiles.deletedAt} is null`, eq(knowledgeFiles.status, 'ready')];
  if (scope.fileIds) filters.push(inArray(candidates.fileId, [...scope.fileIds]));
  if (scope.folderIds) filters.push(inArray(knowledgeFiles.folderId, [...scope.folderIds]));
  const score = sql<number>`ts_rank_cd(${candidates.terms}, ${query})`;
  return db
    .select({
      fileId: candidates.fileId,
      fileName: knowledgeFiles.name,
      seq: candidates.seq,
      pageFrom: candidates.pageFrom,
      pageTo: candidates.pageTo,
      section: candidates.section,
      text: candidates.text,
      score,
    })
    .from(candidates)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, candidates.fileId))
    .where(and(...filters))
    .orderBy(sql`${score} desc`, asc(candidates.fileId), asc(candidates.seq))
    .limit(limit);
}
