import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { knowledgeFiles, type KnowledgeFileRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewKnowledgeFile = typeof knowledgeFiles.$inferInsert;

/** Inserts files. */
export async function insertMany(db: Db, values: NewKnowledgeFile[]): Promise<KnowledgeFileRow[]> {
  if (values.length === 0) return [];
  return db.insert(knowledgeFiles).values(values).returning();
}

/** The user's file `id` unless it is in the trash; undefined for anyone else's. */
export async function findLive(db: Db, userId: string, id: string): Promise<KnowledgeFileRow | undefined> {
  const [row] = await db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.userId, userId), isNull(knowledgeFiles.deletedAt)))
    .limit(1);
  return row;
}

/** The user's file `id`, live or in the trash. */
export async function findOwned(db: Db, userId: string, id: string): Promise<KnowledgeFileRow | undefined> {
  const [row] = await db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.userId, userId)))
    .limit(1);
  return row;
}

/** A file by id, whoever owns it (the processing task). */
export async function findById(db: Db, id: string): Promise<KnowledgeFileRow | undefined> {
  const [row] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, id)).limit(1);
  return row;
}

/** How many of `ids` are live files of the user (one query, whatever the number of ids). */
export async function countLive(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knowledgeFiles)
    .where(
      and(eq(knowledgeFiles.userId, userId), inArray(knowledgeFiles.id, [...ids]), isNull(knowledgeFiles.deletedAt)),
    );
  return row?.n ?? 0;
}

/** All the user's live files. */
export function listLive(db: Db, userId: string): Promise<KnowledgeFileRow[]> {
  return db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.userId, userId), isNull(knowledgeFiles.deletedAt)))
    .orderBy(knowledgeFiles.name);
}

/** The user's files in the trash. */
export function listDeleted(db: Db, userId: string): Promise<KnowledgeFileRow[]> {
  return db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.userId, userId), isNotNull(knowledgeFiles.deletedAt)));
}

/** The bytes the user's files take, the trash included (they are freed when it is emptied). */
export async function usedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${knowledgeFiles.size}), 0)` })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.userId, userId));
  return Number(row?.used ?? 0);
}

/** Changes the given files of the user. */
export async function update(
  db: Db,
  userId: string,
  ids: readonly string[],
  values: Partial<Omit<KnowledgeFileRow, 'id' | 'userId'>>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(knowledgeFiles)
    .set(values)
    .where(and(eq(knowledgeFiles.userId, userId), inArray(knowledgeFiles.id, [...ids])));
}

/** Sets a file's processing state (the task's steps). */
export async function setStatus(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      KnowledgeFileRow,
      'status' | 'statusDetail' | 'pages' | 'hasTextLayer' | 'metadata' | 'libraryPaperId' | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(knowledgeFiles).set(values).where(eq(knowledgeFiles.id, id));
}

/** Files in the trash since before `before`; they are purged. */
export function listPurgeable(db: Db, before: Date, limit: number): Promise<KnowledgeFileRow[]> {
  return db.select().from(knowledgeFiles).where(lt(knowledgeFiles.deletedAt, before)).limit(limit);
}

/** Removes files for good; their passages go with them. */
export async function removeMany(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(knowledgeFiles).where(inArray(knowledgeFiles.id, [...ids]));
}

/** Whether any row still refers to the blob. */
export async function isBlobUsed(db: Db, blobKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.blobKey, blobKey))
    .limit(1);
  return row !== undefined;
}
