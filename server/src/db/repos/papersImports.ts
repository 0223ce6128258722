import { and, eq } from 'drizzle-orm';
import { corpusImports, type CorpusImportRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** The progress row of a dataset's load, if one was ever started. */
export async function find(db: Db, dataset: string): Promise<CorpusImportRow | null> {
  const [row] = await db.select().from(corpusImports).where(eq(corpusImports.dataset, dataset));
  return row ?? null;
}

/**
 * Claims the load of a dataset from zero: a new row when there is none (`previousDigest` null), or
 * the row of a file that changed, only while it still holds `previousDigest`. False when another
 * process made or changed the row first, so two loaders never both start a dataset from zero.
 */
export async function start(
  db: Db,
  entry: { dataset: string; file: string; digest: string; recordsTotal: number | null; startedAt: Date },
  previousDigest: string | null,
): Promise<boolean> {
  const row = { ...entry, recordsDone: 0, status: 'running' as const, errorMsg: null, finishedAt: null };
  const claimed =
    previousDigest === null
      ? await db.insert(corpusImports).values(row).onConflictDoNothing().returning({ dataset: corpusImports.dataset })
      : await db
          .update(corpusImports)
          .set(row)
          .where(and(eq(corpusImports.dataset, entry.dataset), eq(corpusImports.digest, previousDigest)))
          .returning({ dataset: corpusImports.dataset });
  return claimed.length === 1;
}

/**
 * Moves a load's committed count from `from` to `to`, in the transaction that inserts those records.
 * False when the count is no longer `from`: another process loads the same dataset, and the caller
 * must roll back. The row lock this takes makes concurrent loaders wait for each other's batch.
 */
export async function advance(db: Db, dataset: string, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(corpusImports)
    .set({ recordsDone: to, status: 'running' })
    .where(and(eq(corpusImports.dataset, dataset), eq(corpusImports.recordsDone, from)))
    .returning({ dataset: corpusImports.dataset });
  return rows.length === 1;
}

/** Marks a load finished or failed. */
export async function finish(
  db: Db,
  dataset: string,
  outcome: { status: 'done' | 'failed'; errorMsg?: string; finishedAt: Date },
): Promise<void> {
  await db
    .update(corpusImports)
    .set({ status: outcome.status, errorMsg: outcome.errorMsg ?? null, finishedAt: outcome.finishedAt })
    .where(eq(corpusImports.dataset, dataset));
}
