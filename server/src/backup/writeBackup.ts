import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../db/dataDirLock.js';
import { levelOf, migrationLevel, NEWEST_APPLIED_SQL, type MigrationLevel } from '../db/migrationLevel.js';
import { SNAPSHOT_FILE } from '../db/paths.js';
import { hasCluster, openPglite } from '../db/pglite.js';
import type { Db } from '../db/types.js';
import { APP_VERSION } from '../lib/appVersion.js';
import { BackupError } from './backupError.js';
import { DATABASE_NAME, describeFile, listFiles, MANIFEST_NAME, type BackupManifest } from './manifest.js';

/** What DATA_DIR holds besides the database that a restore needs; the search index is rebuilt. */
const FILES_DIR = 'files';
const SECRET_KEY = 'secret.key';

/** Uploads cut off by a crash (files/tmp) and the health page's probe files are not data. */
function isScratch(relative: string): boolean {
  return relative === path.join(FILES_DIR, 'tmp') || path.basename(relative).startsWith('.health-');
}

/** Checks that a database has migrations to back up; returns the newest applied. */
function appliedMigration(level: MigrationLevel): string {
  if (!level.applied) throw new BackupError('The database in DATA_DIR has no migrations applied: nothing to back up.');
  return level.applied;
}

/** Dumps the embedded database of a stopped server (consistent: no other process has it open) into `file`. */
async function dumpDatabase(pgDir: string, file: string): Promise<string> {
  const { client } = await openPglite({ dataDir: pgDir, snapshotFile: SNAPSHOT_FILE, sharedBuffers: '16MB' });
  try {
    const { rows } = await client.query<{ newest: string | null }>(NEWEST_APPLIED_SQL);
    const migration = appliedMigration(levelOf(rows[0]?.newest ?? null));
    await client.exec('CHECKPOINT');
    const blob = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return migration;
  } finally {
    await client.close();
  }
}

/**
 * `npm run backup`: one archive (`out`, a .tar.gz) with manifest.json, the embedded database dumped
 * by PGlite, DATA_DIR/files and DATA_DIR/secret.key. It takes the DATA_DIR lock, so it runs while the
 * server is stopped (docs/deploy.md "Backups"): the database and the files are then one moment's.
 */
export async function writeBackup(dataDir: string, out: string): Promise<BackupManifest> {
  const pgDir = path.join(dataDir, 'pgdata');
  if (!hasCluster(pgDir))
    throw new BackupError(`DATA_DIR ${dataDir} holds no database (no pgdata/): nothing to back up.`);
  const release = lockDataDir(dataDir);
  try {
    return await writeArchive(dataDir, out, (file) => dumpDatabase(pgDir, file));
  } finally {
    release();
  }
}

/**
 * The same archive from the running server (GET /v1/admin/backup): its database dumped between
 * transactions (`dumpWhileRunning`), then the files. A file deleted between the two is missing from
 * the archive; one uploaded meanwhile is in it without its row — neither breaks a restore.
 */
export async function writeLiveBackup(
  dataDir: string,
  out: string,
  database: { db: Db; dumpWhileRunning: () => Promise<Blob> },
): Promise<BackupManifest> {
  return writeArchive(dataDir, out, async (file) => {
    const migration = appliedMigration(await migrationLevel(database.db));
    const blob = await database.dumpWhileRunning();
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return migration;
  });
}

/** Writes the archive: the database dumped by `dumpInto` (returning its migration), the files, the key. */
async function writeArchive(
  dataDir: string,
  out: string,
  dumpInto: (file: string) => Promise<string>,
): Promise<BackupManifest> {
  const staging = path.join(dataDir, `.backup-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  const partial = `${out}.partial-${process.pid}`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { mode: 0o700 });
    const migration = await dumpInto(path.join(staging, DATABASE_NAME));
    const relatives = listFiles(dataDir, FILES_DIR, isScratch);
    if (fs.existsSync(path.join(dataDir, SECRET_KEY))) relatives.push(SECRET_KEY);
    const files = [];
    for (const relative of relatives) files.push(await describeFile(dataDir, relative));
    const database = await describeFile(staging, DATABASE_NAME);
    const manifest: BackupManifest = {
      format: 'inkstone-backup',
      formatVersion: 1,
      appVersion: APP_VERSION,
      migration,
      createdAt: new Date().toISOString(),
      database,
      files,
      totalBytes: database.size + files.reduce((sum, f) => sum + f.size, 0),
    };
    fs.writeFileSync(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    // The files go in from where they are (links followed), not copied into the staging directory.
    if (fs.existsSync(path.join(dataDir, FILES_DIR)))
      fs.symlinkSync(path.join('..', FILES_DIR), path.join(staging, FILES_DIR));
    if (relatives.includes(SECRET_KEY)) fs.symlinkSync(path.join('..', SECRET_KEY), path.join(staging, SECRET_KEY));
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      MANIFEST_NAME,
      DATABASE_NAME,
      ...relatives.map((r) => r.split(path.sep).join('/')),
    ]);
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
