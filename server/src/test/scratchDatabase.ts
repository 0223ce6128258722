import crypto from 'node:crypto';
import pg from 'pg';

/** An empty database on a PostgreSQL server, for a spawned server process to migrate and use. */
export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * Creates a new, empty database on the server named by `serverUrl` (TEST_DATABASE_URL). Unlike
 * openTestDatabase it does not connect or migrate: the server process under test does that itself.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `inkstone_proc_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function withAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
