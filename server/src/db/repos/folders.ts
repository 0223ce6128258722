import { and, asc, count, eq, getTableColumns, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { folders, notes, type FolderRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** A folder row to insert; the service sets ids and times. */
export type NewFolder = typeof folders.$inferInsert;

/** A folder with the number of its notes that are not in the trash. */
export type FolderWithCount = FolderRow & { noteCount: number };

/** Inserts a folder. */
export async function insert(db: Db, values: NewFolder): Promise<FolderRow> {
  const [row] = await db.insert(folders).values(values).returning();
  if (!row) throw new Error('insert into folders returned no row');
  return row;
}

/** The user's folder `id` unless it is in the trash; undefined for anyone else's. */
export async function findLive(db: Db, userId: string, id: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId), isNull(folders.deletedAt)))
    .limit(1);
  return row;
}

/** The user's folder `id` if it was deleted at or after `since`. */
export async function findDeletedSince(
  db: Db,
  userId: string,
  id: string,
  since: Date,
): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId), gte(folders.deletedAt, since)))
    .limit(1);
  return row;
}

/** The user's live folders by name, each with its live note count. */
export function listLiveWithCounts(db: Db, userId: string): Promise<FolderWithCount[]> {
  return db
    .select({ ...getTableColumns(folders), noteCount: count(notes.id) })
    .from(folders)
    .leftJoin(notes, and(eq(notes.folderId, folders.id), eq(notes.userId, userId), isNull(notes.deletedAt)))
    .where(and(eq(folders.userId, userId), isNull(folders.deletedAt)))
    .groupBy(folders.id)
    .orderBy(asc(folders.name), asc(folders.id));
}

/** The number of live notes in a folder. */
export async function countLiveNotes(db: Db, userId: string, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.folderId, folderId), isNull(notes.deletedAt)));
  return row?.n ?? 0;
}

/** Renames or re-describes a live folder if it is still at `version`; undefined otherwise. */
export async function updateIfVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  patch: Partial<Pick<FolderRow, 'name' | 'description'>>,
  now: Date,
): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(folders)
    .set({ ...patch, version: sql`${folders.version} + 1`, updatedAt: now })
    .where(and(eq(folders.id, id), eq(folders.userId, userId), isNull(folders.deletedAt), eq(folders.version, version)))
    .returning();
  return row;
}

/** Moves a folder to the trash (a time) or out of it (null). */
export async function setDeletedAt(db: Db, id: string, deletedAt: Date | null): Promise<FolderRow> {
  const [row] = await db.update(folders).set({ deletedAt }).where(eq(folders.id, id)).returning();
  if (!row) throw new Error(`folder ${id} does not exist`);
  return row;
}

/** Hard-deletes folders deleted before `cutoff`; their remaining (trashed) notes become unfiled. */
export async function purgeDeletedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(folders)
    .where(and(isNotNull(folders.deletedAt), lt(folders.deletedAt, cutoff)))
    .returning({ id: folders.id });
  return rows.length;
}
