import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDb.js';
import { runNamedStatement, type NamedStatement } from './namedStatement.js';
import type { Database } from './types.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const echo: NamedStatement = {
  name: 'test_echo',
  paramTypes: ['text', 'int', 'timestamptz', 'uuid'],
  text: 'select $1 as text, $2 + 1 as next, $3 as at, $4::text as id, $1 is null as text_is_null',
};

type EchoRow = { text: string | null; next: number; at: Date; id: string; text_is_null: boolean };

describe('runNamedStatement', () => {
  it.each([
    ["it's", "a quote: it's"],
    ['back\\slash', 'a backslash'],
    ["'); drop table users; --", 'an injection attempt'],
    ['文献综述', 'CJK text'],
  ])('passes %j through as a value (%s), outside and inside a transaction', async (text) => {
    const at = new Date('2026-11-23T08:30:00.123Z');
    const id = crypto.randomUUID();
    const check = (rows: EchoRow[]) => {
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ text, next: 42, id, text_is_null: false });
      expect(new Date(rows[0]!.at).getTime()).toBe(at.getTime());
    };
    check(await runNamedStatement<EchoRow>(database.db, echo, [text, 41, at, id]));
    await database.db.transaction(async (tx) => check(await runNamedStatement<EchoRow>(tx, echo, [text, 41, at, id])));
  });

  it('passes null, and refuses what cannot be a literal before anything runs', async () => {
    const [row] = await runNamedStatement<EchoRow>(database.db, echo, [null, 1, new Date(), crypto.randomUUID()]);
    expect(row?.text_is_null).toBe(true);
    await expect(runNamedStatement(database.db, echo, ['x', 1.5, new Date(), crypto.randomUUID()])).rejects.toThrow(
      'not an integer',
    );
    await expect(runNamedStatement(database.db, echo, ['x', 1])).rejects.toThrow('takes 4 values, got 2');
  });

  it('reports a statement that does not prepare, every time it is run', async () => {
    const broken: NamedStatement = { name: 'test_broken', paramTypes: ['int'], text: 'select $1 from no_such_table' };
    await expect(runNamedStatement(database.db, broken, [1])).rejects.toThrow(/no_such_table/);
    await expect(runNamedStatement(database.db, broken, [1])).rejects.toThrow(/no_such_table/);
  });
});
