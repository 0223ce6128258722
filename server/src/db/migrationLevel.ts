import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from './paths.js';
import type { Db } from './types.js';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code brings, oldest first (drizzle's journal). */
export function knownMigrations(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Where the database's schema stands against this code's migrations. */
export interface MigrationLevel {
  /** The newest applied migration's tag; `unknown (<ms>)` when this code does not know it; null if none. */
  applied: string | null;
  /** The newest migration of this code. */
  code: string;
  /** Applied migrations newer than any this code knows: a newer release has migrated the database. */
  isAhead: boolean;
}

/**
 * Reads drizzle's record of applied migrations (`drizzle.__drizzle_migrations`, whose created_at is
 * the journal's `when` of each migration) and names the newest against this code's journal.
 */
export async function migrationLevel(db: Db): Promise<MigrationLevel> {
  const { rows } = (await db.execute(sql.raw(NEWEST_APPLIED_SQL))) as { rows: Array<{ newest: string | null }> };
  return levelOf(rows[0]?.newest ?? null);
}

/** The `created_at` of the newest applied migration, as text (a bigint). */
export const NEWEST_APPLIED_SQL = 'select max(created_at)::text as newest from drizzle.__drizzle_migrations';

/** The level for the newest applied migration's `created_at` (NEWEST_APPLIED_SQL's answer). */
export function levelOf(newestApplied: string | null): MigrationLevel {
  const known = knownMigrations();
  const code = known.at(-1)?.tag ?? 'none';
  if (newestApplied === null) return { applied: null, code, isAhead: false };
  const newest = Number(newestApplied);
  const entry = known.find((e) => e.when === newest);
  const newestKnown = known.at(-1)?.when ?? 0;
  return { applied: entry?.tag ?? `unknown (${newest})`, code, isAhead: newest > newestKnown };
}
