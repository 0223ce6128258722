import { asc, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { papers, type PaperRow } from '../schema/index.js';
import type { Db } from '../types.js';

/**
 * Inserts complete catalogue rows, skipping any whose DOI is already catalogued (the partial unique
 * index on `doi`); returns the rows actually inserted (only their ids travel back).
 */
export async function insertMany(db: Db, rows: PaperRow[]): Promise<PaperRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(papers).values(rows).onConflictDoNothing().returning({ id: papers.id });
  const ids = new Set(inserted.map((r) => r.id));
  return rows.filter((row) => ids.has(row.id));
}

/** Up to `limit` rows ordered by id after `afterId` (keyset paging, so a full scan holds one page at a time). */
export async function pageAfter(db: Db, afterId: string | null, limit: number): Promise<PaperRow[]> {
  return db
    .select()
    .from(papers)
    .where(afterId ? gt(papers.id, afterId) : undefined)
    .orderBy(asc(papers.id))
    .limit(limit);
}

/** The rows with these ids (any order). */
export async function findByIds(db: Db, ids: readonly string[]): Promise<PaperRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(papers)
    .where(inArray(papers.id, [...ids]));
}

/** Catalogue columns a paper can be looked up by. */
export type PaperIdColumn = 'doi' | 'arxivId' | 'pmid' | 'openalexId' | 's2Id';

/** The first row whose identifier column equals `value`. */
export async function findByIdentifier(db: Db, column: PaperIdColumn, value: string): Promise<PaperRow | null> {
  const [row] = await db.select().from(papers).where(eq(papers[column], value)).limit(1);
  return row ?? null;
}

/** The first row whose `sources` holds `{ source, id }` with this id (e.g. an ACL Anthology id). */
export async function findBySourceId(db: Db, id: string): Promise<PaperRow | null> {
  const [row] = await db
    .select()
    .from(papers)
    .where(sql`${papers.sources} @> ${JSON.stringify([{ id }])}::jsonb`)
    .limit(1);
  return row ?? null;
}

/**
 * The catalogue's size and newest insertion time. Rows are only ever added or removed whole, so a
 * persisted search index built when these were different is stale.
 */
export async function fingerprint(db: Db): Promise<{ rows: number; newest: Date | null }> {
  const [row] = await db.select({ rows: count(), newest: max(papers.createdAt) }).from(papers);
  return { rows: row?.rows ?? 0, newest: row?.newest ?? null };
}

/** Removes every row of a dataset (before reloading a changed file); returns how many went. */
export async function deleteDataset(db: Db, dataset: string): Promise<number> {
  const gone = await db.delete(papers).where(eq(papers.dataset, dataset)).returning({ id: papers.id });
  return gone.length;
}
