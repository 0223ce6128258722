import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as usersRepo from '../repos/users.js';
import type { Database } from '../types.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** The statements of migration 0009, as the migrator runs them. */
function migration0009(): string[] {
  const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0009_'));
  if (!file) throw new Error('migration 0009 is missing');
  return fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
}

// The database under test is migrated already: it is put back as it was before 0009 (search text
// in a column of notes), given notes, and 0009 is run again on it, on the embedded database or on
// PostgreSQL (TEST_DATABASE_URL).
it('migration 0009 moves each note’s search text into one piece that its next save rewrites', async () => {
  const { db } = database;
  const userId = crypto.randomUUID();
  await usersRepo.insert(db, { id: userId, email: `m-${userId}@example.test`, nickname: 'm' });
  await db.execute(sql`drop table note_text_chunks`);
  await db.execute(sql`alter table notes add column search_text text not null default ''`);
  const withText = crypto.randomUUID();
  const empty = crypto.randomUUID();
  for (const [id, text] of [
    [withText, 'line one\nline two 统计'],
    [empty, ''],
  ] as const) {
    await db.execute(
      sql`insert into notes (id, user_id, content, search_text, created_at, updated_at) values (${id}, ${userId}, '', ${text}, now(), now())`,
    );
  }

  for (const statement of migration0009()) await db.execute(sql.raw(statement));

  const pieces = await db.execute<{ note_id: string; seq: number; digest: string; text: string }>(
    sql`select note_id, seq, digest, text from note_text_chunks order by note_id`,
  );
  const rows = 'rows' in pieces ? pieces.rows : pieces;
  expect(rows).toEqual([{ note_id: withText, seq: 0, digest: '', text: 'line one\nline two 统计' }]);
  const columns = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = 'notes' and column_name = 'search_text'`,
  );
  expect('rows' in columns ? columns.rows : columns).toEqual([]);
});
