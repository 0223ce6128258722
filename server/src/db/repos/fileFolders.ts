import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { fileFolders, type FileFolderRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewFileFolder = typeof fileFolders.$inferInsert;

/** Inserts a folder. */
export async function insert(db: Db, values: NewFileFolder): Promise<FileFolderRow> {
  const [row] = await db.insert(fileFolders).values(values).returning();
  if (!row) throw new Error('insert into file_folders returned no row');
  return row;
}

/** The user's folder `id` unless it is in the trash; undefined for anyone else's. */
export async function findLive(db: Db, userId: string, id: string): Promise<FileFolderRow | undefined> {
  const [row] = await db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.id, id), eq(fileFolders.userId, userId), isNull(fileFolders.deletedAt)))
    .limit(1);
  return row;
}

/** The user's folder `id`, live or in the trash. */
export async function findOwned(db: Db, userId: string, id: string): Promise<FileFolderRow | undefined> {
  const [row] = await db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.id, id), eq(fileFolders.userId, userId)))
    .limit(1);
  return row;
}

/** How many of `ids` are live folders of the user (one query, whatever the number of ids). */
export async function countLive(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fileFolders)
    .where(and(eq(fileFolders.userId, userId), inArray(fileFolders.id, [...ids]), isNull(fileFolders.deletedAt)));
  return row?.n ?? 0;
}

/** All the user's live folders. */
export function listLive(db: Db, userId: string): Promise<FileFolderRow[]> {
  return db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.userId, userId), isNull(fileFolders.deletedAt)))
    .orderBy(fileFolders.name);
}

/** The user's folders in the trash. */
export function listDeleted(db: Db, userId: string): Promise<FileFolderRow[]> {
  return db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.userId, userId), isNotNull(fileFolders.deletedAt)));
}

/** Changes the given folders of the user. */
export async function update(
  db: Db,
  userId: string,
  ids: readonly string[],
  values: Partial<Pick<FileFolderRow, 'name' | 'parentId' | 'updatedAt' | 'deletedAt'>>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(fileFolders)
    .set(values)
    .where(and(eq(fileFolders.userId, userId), inArray(fileFolders.id, [...ids])));
}

/** Removes folders in the trash since before `cutoff` (their sub-folders go with them). */
export async function purgeDeletedBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(fileFolders).where(lt(fileFolders.deletedAt, cutoff));
}
