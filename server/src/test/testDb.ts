import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../db/client.js';
import type { Database } from '../db/types.js';

/** The speed switches a test may turn off (both on by default, as in production). */
export type SpeedSwitches = Pick<DatabaseOptions, 'sessionCache' | 'namedStatements'>;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite started from the snapshot, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL. Dropped again on close.
 */
export async function openTestDatabase(switches: SpeedSwitches = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase(switches);
  const name = `inkstone_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...switches, databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (c) => dropWhenUnused(c, name));
    },
  };
}

/**
 * Drops the database once its connections are gone. pool.end() resolves while the last sockets are
 * still closing; a forced drop then terminates them, and their FATAL error surfaces as an unhandled
 * 'error' event in the test run. Forced only as the last resort.
 */
async function dropWhenUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      // 55006 object_in_use: "database … is being accessed by other users"
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function withAdmin(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
