import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDb.js';
import type { Database } from '../db/types.js';
import { createVacuumSchedule } from './vacuumSchedule.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function vacuumCount(): Promise<number> {
  // Both drivers answer with `{ rows }`.
  const { rows } = (await database.db.execute(
    sql`select vacuum_count as n from pg_stat_user_tables where relname = 'notes'`,
  )) as { rows: Array<{ n: number | string }> };
  return Number(rows[0]?.n ?? 0);
}

it('vacuums the note tables of the embedded database once saves have overwritten enough', async () => {
  const schedule = createVacuumSchedule(database, 1000);
  if (database.kind !== 'pglite') {
    // PostgreSQL runs autovacuum: the schedule never starts one there.
    expect(schedule.written(5000)).toBeUndefined();
    return;
  }
  const before = await vacuumCount();
  expect(schedule.written(600)).toBeUndefined();
  await schedule.written(600);
  expect(await vacuumCount()).toBe(before + 1);
  // The count starts again after a VACUUM.
  expect(schedule.written(600)).toBeUndefined();
});
