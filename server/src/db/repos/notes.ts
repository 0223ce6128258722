import { and, count, desc, eq, getTableColumns, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { folders, notes, type NoteRow } from '../schema/index.js';
import { textContains, writeAfterSaved, type NoteTextWrite } from './noteTextChunks.js';
import type { Db } from '../types.js';

/** A note row to insert; the service sets ids and times. */
export type NewNote = typeof notes.$inferInsert;

// Lists never read the documents: a page of large notes would otherwise pull tens of megabytes.
const { content: _content, ...summaryColumns } = getTableColumns(notes);
const detailColumns = { ...summaryColumns, content: notes.content };

/** A note without its document. */
export type NoteSummaryRow = Omit<NoteRow, 'content'>;

/** A note with its stored document (see documentCodec). */
export type NoteDetailRow = NoteSummaryRow & { content: Buffer };

/** What a save stores in the note from the client's document and its plain text (the search text is in noteTextChunks). */
export type NoteDocument = Pick<NoteRow, 'content' | 'excerpt' | 'wordCount'>;

/** Which of a user's live notes a list shows. */
export interface NoteFilter {
  /** A folder id, `null` for notes in no folder, undefined for all notes. */
  folderId?: string | null;
  /** Lower-cased substring of the title or the text. */
  search?: string;
}

const live = (userId: string) => and(eq(notes.userId, userId), isNull(notes.deletedAt));
const liveNote = (userId: string, id: string) => and(eq(notes.id, id), live(userId));
const newestFirst = [desc(notes.updatedAt), desc(notes.id)];

/** Inserts a note and returns it without its document. */
export async function insert(db: Db, values: NewNote): Promise<NoteSummaryRow> {
  const [row] = await db.insert(notes).values(values).returning(summaryColumns);
  if (!row) throw new Error('insert into notes returned no row');
  return row;
}

/** The user's live note with its stored document; undefined for anyone else's or a deleted one. */
export async function findLive(db: Db, userId: string, id: string): Promise<NoteDetailRow | undefined> {
  const [row] = await db.select(detailColumns).from(notes).where(liveNote(userId, id)).limit(1);
  return row;
}

/** The user's live note without its document. */
export async function findLiveSummary(db: Db, userId: string, id: string): Promise<NoteSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(notes).where(liveNote(userId, id)).limit(1);
  return row;
}

/** The user's note `id` if it was deleted at or after `since`. */
export async function findDeletedSince(
  db: Db,
  userId: string,
  id: string,
  since: Date,
): Promise<NoteSummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId), gte(notes.deletedAt, since)))
    .limit(1);
  return row;
}

function filterWhere(userId: string, filter: NoteFilter): SQL | undefined {
  const conditions = [live(userId)];
  if (filter.folderId === null) conditions.push(isNull(notes.folderId));
  else if (filter.folderId !== undefined) conditions.push(eq(notes.folderId, filter.folderId));
  if (filter.search) {
    const inTitle = sql`strpos(lower(${notes.title}), ${filter.search}) > 0`;
    conditions.push(or(inTitle, textContains(notes.id, filter.search)));
  }
  return and(...conditions);
}

/** One page of the user's live notes, last edited first, and how many match in all. */
export async function listPage(
  db: Db,
  userId: string,
  filter: NoteFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: NoteSummaryRow[]; total: number }> {
  const where = filterWhere(userId, filter);
  const rows = await db
    .select(summaryColumns)
    .from(notes)
    .where(where)
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(notes).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The user's most recently edited live notes. */
export function listRecent(db: Db, userId: string, limit: number): Promise<NoteSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(notes)
    .where(live(userId))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Saves a live note's document and search text if the note is still at `version`; returns the new
 * version, or undefined (stale, deleted, missing or not the user's). One statement, so the note and
 * its search text change together without a transaction's extra round trips: `text` was planned
 * from the digests stored for the version the client started from, and if another save has
 * happened since, the version check fails and nothing is written.
 */
export async function saveDocumentIfVersion(
  db: Db,
  target: { userId: string; id: string; version: number },
  doc: NoteDocument,
  text: NoteTextWrite,
  now: Date,
): Promise<number | undefined> {
  // Both drivers (PGlite, node-postgres) answer with `{ rows }`.
  const { rows } = (await db.execute(sql`with saved as (
      update ${notes} set content = ${doc.content}, excerpt = ${doc.excerpt}, word_count = ${doc.wordCount},
        version = version + 1, updated_at = ${now}
      where id = ${target.id} and user_id = ${target.userId} and deleted_at is null and version = ${target.version}
      returning id, version
    ), ${writeAfterSaved(text)}
    select version from saved`)) as { rows: { version: number }[] };
  return rows[0]?.version;
}

/** Retitles a live note if it is still at `version`; undefined otherwise. */
export async function updateTitleIfVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  title: string,
  now: Date,
): Promise<NoteSummaryRow | undefined> {
  const [row] = await db
    .update(notes)
    .set({ title, version: sql`${notes.version} + 1`, updatedAt: now })
    .where(and(liveNote(userId, id), eq(notes.version, version)))
    .returning(summaryColumns);
  return row;
}

/** Moves a live note into `folderId` (null: no folder). */
export async function setFolder(
  db: Db,
  userId: string,
  id: string,
  folderId: string | null,
): Promise<NoteSummaryRow | undefined> {
  const [row] = await db.update(notes).set({ folderId }).where(liveNote(userId, id)).returning(summaryColumns);
  return row;
}

/** Moves a live note to the trash. */
export async function softDelete(db: Db, userId: string, id: string, now: Date): Promise<NoteSummaryRow | undefined> {
  const [row] = await db.update(notes).set({ deletedAt: now }).where(liveNote(userId, id)).returning(summaryColumns);
  return row;
}

/** Takes a note out of the trash, into `folderId`. */
export async function restore(db: Db, id: string, folderId: string | null): Promise<NoteSummaryRow> {
  const [row] = await db
    .update(notes)
    .set({ deletedAt: null, folderId })
    .where(eq(notes.id, id))
    .returning(summaryColumns);
  if (!row) throw new Error(`note ${id} does not exist`);
  return row;
}

/** Moves every live note of a folder out of it; returns how many. */
export async function unfileAllIn(db: Db, userId: string, folderId: string): Promise<number> {
  const rows = await db
    .update(notes)
    .set({ folderId: null })
    .where(and(live(userId), eq(notes.folderId, folderId)))
    .returning({ id: notes.id });
  return rows.length;
}

/** Moves every live note of a folder to the trash, stamped with the folder's deletion time. */
export async function softDeleteAllIn(db: Db, userId: string, folderId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notes)
    .set({ deletedAt: now })
    .where(and(live(userId), eq(notes.folderId, folderId)))
    .returning({ id: notes.id });
  return rows.length;
}

/** Restores the notes that were deleted together with a folder (same folder, same deletion time). */
export async function restoreDeletedWith(db: Db, folderId: string, deletedAt: Date): Promise<number> {
  const rows = await db
    .update(notes)
    .set({ deletedAt: null })
    .where(and(eq(notes.folderId, folderId), eq(notes.deletedAt, deletedAt)))
    .returning({ id: notes.id });
  return rows.length;
}

/** Hard-deletes notes deleted before `cutoff`. */
export async function purgeDeletedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(notes)
    .where(and(isNotNull(notes.deletedAt), lt(notes.deletedAt, cutoff)))
    .returning({ id: notes.id });
  return rows.length;
}

/** An entry of the trash: a deleted note or folder. */
export interface TrashRow {
  kind: 'note' | 'folder';
  id: string;
  title: string;
  folderId: string | null;
  deletedAt: Date;
}

/** One page of the user's notes and folders deleted at or after `since`, latest first, and the total. */
export async function listTrash(
  db: Db,
  userId: string,
  since: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: TrashRow[]; total: number }> {
  const noteWhere = and(eq(notes.userId, userId), gte(notes.deletedAt, since));
  const folderWhere = and(eq(folders.userId, userId), gte(folders.deletedAt, since));
  const rows = await db
    .select({
      kind: sql<TrashRow['kind']>`'note'`.as('kind'),
      id: notes.id,
      title: notes.title,
      folderId: notes.folderId,
      deletedAt: sql<Date>`${notes.deletedAt}`.mapWith(notes.deletedAt).as('deleted_at'),
    })
    .from(notes)
    .where(noteWhere)
    .unionAll(
      db
        .select({
          kind: sql<TrashRow['kind']>`'folder'`.as('kind'),
          id: folders.id,
          title: folders.name,
          folderId: sql<string | null>`null::uuid`.as('folder_id'),
          deletedAt: sql<Date>`${folders.deletedAt}`.mapWith(folders.deletedAt).as('deleted_at'),
        })
        .from(folders)
        .where(folderWhere),
    )
    .orderBy(sql`deleted_at desc, id desc`)
    .offset(page.offset)
    .limit(page.limit);
  const [noteTotal] = await db.select({ n: count() }).from(notes).where(noteWhere);
  const [folderTotal] = await db.select({ n: count() }).from(folders).where(folderWhere);
  return { rows, total: (noteTotal?.n ?? 0) + (folderTotal?.n ?? 0) };
}

/** VACUUM of the note tables, so later saves reuse the space of overwritten versions (embedded database). */
export async function vacuumNoteTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum notes, note_text_chunks`);
}
