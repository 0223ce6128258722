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
import { embeddedStatements, postgresStatements } from './namedStatement.js';
import { BalanceCache } from './balanceCache.js';
import { SessionCache } from './sessionCache.js';
import { MIGRATIONS_DIR, SNAPSHOT_FILE } from './paths.js';
import type { Database, Db } from './types.js';
import type { Env } from '../env.js';

export interface DatabaseOptions {
  /** postgres:// URL of an external PostgreSQL; the embedded PGlite is used when absent. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; in memory when undefined (tests). */
  dataDir?: string;
  sharedBuffers?: string;
  snapshotFile?: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Sessions and balances kept in memory on the embedded database (default on; off: read every time). */
  sessionCache?: boolean;
  /** Word holds and the session lookup as statements prepared once (default on; off: plain Drizzle). */
  namedStatements?: boolean;
}

/** The options the environment configures (DATABASE_URL, DATA_DIR, PGLITE_SHARED_BUFFERS and the switches). */
export function databaseOptionsOf(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'PGLITE_SHARED_BUFFERS' | 'SESSION_CACHE' | 'NAMED_STATEMENTS'>,
): DatabaseOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    sessionCache: env.SESSION_CACHE,
    namedStatements: env.NAMED_STATEMENTS,
  };
}

// Any fixed 64-bit number: serialises migrations when several servers start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_273_193_071;

/** Opens the database named by the options and applies pending migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openEmbedded(opts);
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const namedStatements = opts.namedStatements === false ? undefined : postgresStatements(pool);
  const db = Object.assign(drizzlePg(pool, { schema, casing: 'snake_case' }), { namedStatements });
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
    pool,
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
    const isCaching = opts.sessionCache !== false;
    const sessionCache = isCaching ? new SessionCache() : undefined;
    const balanceCache = isCaching ? new BalanceCache() : undefined;
    const noteStatement = (query: string) => {
      sessionCache?.noteStatement(query);
      balanceCache?.noteStatement(query);
    };
    const namedStatements = opts.namedStatements === false ? undefined : embeddedStatements(client, noteStatement);
    // Drizzle's logger sees every statement before it runs: the caches' invalidation hook.
    const logger = isCaching ? { logQuery: noteStatement } : undefined;
    const db = Object.assign(drizzlePglite(client, { schema, casing: 'snake_case', logger }), { namedStatements });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    opts.logger?.info({ dataDir: pgDir ?? ':memory:', fromSnapshot }, 'database: embedded PGlite, migrations applied');
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dumpWhileRunning: async () => {
        await client.exec('CHECKPOINT');
        // Every query and transaction waits on PGlite's transaction lock (`query` inside it would
        // wait forever, hence the checkpoint before): holding it, the dump sees nothing half-done.
        return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
      },
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
