import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaperAuthor } from '../../literature/paper.js';
import { libraryPapers, type LibraryPaperRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** A library row to insert; the service sets ids, bibkeys and times. */
export type NewLibraryPaper = typeof libraryPapers.$inferInsert;

/** Which of a user's entries a list shows, and in what order. */
export interface LibraryFilter {
  /** Lower-cased text found in the title, bibkey, venue or author names. */
  search?: string;
  tag?: string;
  sort: 'newest' | 'oldest' | 'title' | 'year';
}

/** What identifies a saved paper, without its abstract and other large fields. */
export interface LibraryIdentityRow {
  id: string;
  bibkey: string;
  doi: string | null;
  title: string;
  year: number | null;
  arxivId: string | null;
  firstAuthor: PaperAuthor | null;
}

const own = (userId: string) => eq(libraryPapers.userId, userId);

const ORDER: Record<LibraryFilter['sort'], SQL[]> = {
  newest: [desc(libraryPapers.createdAt), desc(libraryPapers.id)],
  oldest: [asc(libraryPapers.createdAt), asc(libraryPapers.id)],
  title: [asc(sql`lower(${libraryPapers.title})`), asc(libraryPapers.id)],
  year: [sql`${libraryPapers.year} desc nulls last`, desc(libraryPapers.createdAt)],
};

function filterWhere(userId: string, filter: LibraryFilter): SQL | undefined {
  const conditions = [own(userId)];
  if (filter.tag) conditions.push(sql`${libraryPapers.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  if (filter.search) {
    // strpos, not (I)LIKE: a plain substring with no wildcards to escape.
    const haystack = sql`lower(${libraryPapers.title} || ' ' || ${libraryPapers.bibkey} || ' ' || coalesce(${libraryPapers.paper}->>'venue', '') || ' ' || (${libraryPapers.paper}->'authors')::text)`;
    conditions.push(sql`strpos(${haystack}, ${filter.search}) > 0`);
  }
  return and(...conditions);
}

/** One page of the user's entries and how many match in all. */
export async function listPage(
  db: Db,
  userId: string,
  filter: LibraryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LibraryPaperRow[]; total: number }> {
  const where = filterWhere(userId, filter);
  const rows = await db
    .select()
    .from(libraryPapers)
    .where(where)
    .orderBy(...ORDER[filter.sort])
    .offset(page.offset)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(libraryPapers).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The user's entry `id`; undefined for anyone else's. */
export async function findOwned(db: Db, userId: string, id: string): Promise<LibraryPaperRow | undefined> {
  const [row] = await db
    .select()
    .from(libraryPapers)
    .where(and(own(userId), eq(libraryPapers.id, id)))
    .limit(1);
  return row;
}

/** The user's entries with these bibkeys (in no particular order; unknown keys are absent). */
export function findByBibkeys(db: Db, userId: string, bibkeys: readonly string[]): Promise<LibraryPaperRow[]> {
  return db
    .select()
    .from(libraryPapers)
    .where(and(own(userId), inArray(libraryPapers.bibkey, [...bibkeys])));
}

/** The user's whole library, oldest first, up to `limit` entries. */
export function listAll(db: Db, userId: string, limit: number): Promise<LibraryPaperRow[]> {
  return db
    .select()
    .from(libraryPapers)
    .where(own(userId))
    .orderBy(...ORDER.oldest)
    .limit(limit);
}

/** What identifies each of the user's entries, for finding a paper already saved. */
export function listIdentities(db: Db, userId: string): Promise<LibraryIdentityRow[]> {
  return db
    .select({
      id: libraryPapers.id,
      bibkey: libraryPapers.bibkey,
      doi: libraryPapers.doi,
      title: libraryPapers.title,
      year: libraryPapers.year,
      arxivId: sql<string | null>`${libraryPapers.paper}->>'arxivId'`,
      firstAuthor: sql<PaperAuthor | null>`${libraryPapers.paper}->'authors'->0`,
    })
    .from(libraryPapers)
    .where(own(userId));
}

/**
 * Serialises library writes of one user until the transaction ends, so two saves of the same paper
 * cannot both miss each other and collide on a bibkey.
 */
export async function lockUserLibrary(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${userId}`}))`);
}

/** Inserts entries and returns them in the same order. */
export async function insertMany(db: Db, values: NewLibraryPaper[]): Promise<LibraryPaperRow[]> {
  if (values.length === 0) return [];
  return db.insert(libraryPapers).values(values).returning();
}

/** Sets the tags and/or note of the user's entry; undefined for anyone else's. */
export async function updateOwned(
  db: Db,
  userId: string,
  id: string,
  patch: { tags?: string[]; note?: string },
  now: Date,
): Promise<LibraryPaperRow | undefined> {
  const [row] = await db
    .update(libraryPapers)
    .set({ ...patch, updatedAt: now })
    .where(and(own(userId), eq(libraryPapers.id, id)))
    .returning();
  return row;
}

/** Deletes the user's entry; false when it is not theirs or already gone. */
export async function deleteOwned(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(libraryPapers)
    .where(and(own(userId), eq(libraryPapers.id, id)))
    .returning({ id: libraryPapers.id });
  return rows.length > 0;
}

/** Each tag of the user's library with how many entries carry it, most used first. */
export async function tagCounts(db: Db, userId: string): Promise<Array<{ tag: string; count: number }>> {
  // Both drivers (PGlite, node-postgres) answer with `{ rows }`; count(*) is a bigint (a string on pg).
  const { rows } = (await db.execute(sql`
    select t.tag, count(*) as count
    from ${libraryPapers}, jsonb_array_elements_text(${libraryPapers.tags}) as t(tag)
    where ${libraryPapers.userId} = ${userId}
    group by t.tag
    order by count(*) desc, t.tag asc`)) as { rows: Array<{ tag: string; count: number | string }> };
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** Replaces the reference an entry holds (a file's corrected details), with its searchable columns. */
export async function replacePaper(
  db: Db,
  userId: string,
  id: string,
  values: Pick<NewLibraryPaper, 'paper' | 'title' | 'year' | 'doi'>,
  now: Date,
): Promise<LibraryPaperRow | undefined> {
  const [row] = await db
    .update(libraryPapers)
    .set({ ...values, updatedAt: now })
    .where(and(own(userId), eq(libraryPapers.id, id)))
    .returning();
  return row;
}
