import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index.js';
import { lockDataDir } from './dataDirLock.js';
import { openPglite } from './pglite.js';
import { registerEmbeddedClient, registerPostgresPool } from './namedStatement.js';
import { BalanceCache } from './balanceCache.js';
import { SessionCache } from './sessionCache.js';
import { MIGRATIONS_DIR, SNAPSHOT_FILE } from './paths.js';
import type { Database, Db } from './types.js';

export interface DatabaseOptions {
  /** postgres:// URL of an external PostgreSQL; the embedded PGlite is used when absent. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; in memory when undefined (tests). */
  dataDir?: string;
  sharedBuffers?: string;
  snapshotFile?: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

// Any fixed 64-bit number: serialises migrations when several servers start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_273_193_071;

/** Opens the database named by the options and applies pending migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openEmbedded(opts);
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  registerPostgresPool(db as unknown as Db, pool);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  opts.logger?.info('database: external PostgreSQL, migrations applied');
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openEmbedded(opts: DatabaseOptions): Promise<Database> {
  const pgDir = opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined;
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  try {
    const { client, fromSnapshot } = await openPglite({
      dataDir: pgDir,
      snapshotFile: opts.snapshotFile ?? SNAPSHOT_FILE,
      sharedBuffers: opts.sharedBuffers ?? '16MB',
    });
    // Only this process writes the embedded database (its data dir is locked), so it can cache
    // sessions and balances.
    const sessionCache = new SessionCache();
    const balanceCache = new BalanceCache();
    const noteStatement = (query: string) => {
      sessionCache.noteStatement(query);
      balanceCache.noteStatement(query);
    };
    const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: { logQuery: noteStatement } });
    registerEmbeddedClient(db as unknown as Db, client, noteStatement);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    opts.logger?.info({ dataDir: pgDir ?? ':memory:', fromSnapshot }, 'database: embedded PGlite, migrations applied');
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      sessionCache,
      balanceCache,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
