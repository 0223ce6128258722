import { eq } from 'drizzle-orm';
import { corpusImports, type CorpusImportRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** The progress row of a dataset's load, if one was ever started. */
export async function find(db: Db, dataset: string): Promise<CorpusImportRow | null> {
  const [row] = await db.select().from(corpusImports).where(eq(corpusImports.dataset, dataset));
  return row ?? null;
}

/** Starts (or restarts from zero, for a changed file) the load of a dataset. */
export async function start(
  db: Db,
  entry: { dataset: string; file: string; digest: string; recordsTotal: number | null; startedAt: Date },
): Promise<void> {
  const row = { ...entry, recordsDone: 0, status: 'running' as const, errorMsg: null, finishedAt: null };
  await db.insert(corpusImports).values(row).onConflictDoUpdate({ target: corpusImports.dataset, set: row });
}

/** Records how many records of the file are committed (same transaction as their rows). */
export async function advance(db: Db, dataset: string, recordsDone: number): Promise<void> {
  await db.update(corpusImports).set({ recordsDone, status: 'running' }).where(eq(corpusImports.dataset, dataset));
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
