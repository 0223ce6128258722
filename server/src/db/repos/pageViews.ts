import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import { pageViews, type PageViewRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** Stores page-view events (spec §9). */
export async function insertMany(db: Db, rows: ReadonlyArray<Omit<PageViewRow, 'id'>>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pageViews).values(rows.map((r) => ({ ...r, id: crypto.randomUUID() })));
}

/** Retention: drops page views older than `before`. */
export async function pruneBefore(db: Db, before: Date): Promise<void> {
  await db.delete(pageViews).where(lt(pageViews.createdAt, before));
}
