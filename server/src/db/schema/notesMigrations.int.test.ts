import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDb.js';
import { decodeDocument } from '../../notes/documentCodec.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as usersRepo from '../repos/users.js';
import type { Database } from '../types.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** The statements of migration `number`, as the migrator runs them. */
function migration(number: string): string[] {
  const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith(`${number}_`));
  if (!file) throw new Error(`migration ${number} is missing`);
  return fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
}

/** The rows of `db.execute`: both drivers answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// The database under test is migrated already: each test puts it back as it was before one
// migration, gives it notes, and runs that migration again on it, on the embedded database or on
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

  for (const statement of migration('0009')) await db.execute(sql.raw(statement));

  const rows = rowsOf<{ note_id: string; seq: number; digest: string; text: string }>(
    await db.execute(sql`select note_id, seq, digest, text from note_text_chunks order by note_id`),
  );
  expect(rows).toEqual([{ note_id: withText, seq: 0, digest: '', text: 'line one\nline two 统计' }]);
  const columns = await db.execute(
    sql`select column_name from information_schema.columns where table_name = 'notes' and column_name = 'search_text'`,
  );
  expect(rowsOf(columns)).toEqual([]);
});

it('migration 0010 turns base64 documents and pre-0003 JSON documents into raw DEFLATE bytes', async () => {
  const { db } = database;
  const userId = crypto.randomUUID();
  await usersRepo.insert(db, { id: userId, email: `m-${userId}@example.test`, nickname: 'm' });
  await db.execute(sql`delete from notes`);
  await db.execute(sql`alter table notes drop column content`);
  await db.execute(sql`alter table notes add column content text not null default ''`);
  const docOf = (text: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  // Over 65,535 bytes, so the plain JSON needs several stored blocks; non-Latin text too.
  const large = docOf(`统计推断 ${'variance and inference '.repeat(7000)}`);
  const compressed = docOf('saved after 0003');
  const stored = new Map<string, { doc: unknown; column: string }>([
    [crypto.randomUUID(), { doc: large, column: JSON.stringify(large) }],
    [crypto.randomUUID(), { doc: docOf('{ small }'), column: JSON.stringify(docOf('{ small }')) }],
    [
      crypto.randomUUID(),
      { doc: compressed, column: zlib.deflateRawSync(JSON.stringify(compressed)).toString('base64') },
    ],
  ]);
  for (const [id, { column }] of stored) {
    await db.execute(
      sql`insert into notes (id, user_id, content, created_at, updated_at) values (${id}, ${userId}, ${column}, now(), now())`,
    );
  }

  for (const statement of migration('0010')) await db.execute(sql.raw(statement));

  const rows = rowsOf<{ id: string; content: Buffer }>(await db.execute(sql`select id, content from notes`));
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(Buffer.isBuffer(row.content)).toBe(true);
    expect(await decodeDocument(row.content)).toEqual(stored.get(row.id)?.doc);
  }
});
