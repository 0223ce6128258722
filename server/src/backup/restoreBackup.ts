import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../db/dataDirLock.js';
import { knownMigrations } from '../db/migrationLevel.js';
import { BackupError } from './backupError.js';
import { BackupManifest, DATABASE_NAME, describeFile, MANIFEST_NAME, type ManifestEntry } from './manifest.js';

/** What a DATA_DIR may hold and still count as empty: the lock this restore takes. */
const LOCK_FILE = 'inkstone.lock';
/** What --force replaces: the database, the files, the sealing key and the search index cache. */
const REPLACED = ['pgdata', 'files', 'secret.key', 'search'];

function readManifest(staging: string): BackupManifest {
  const file = path.join(staging, MANIFEST_NAME);
  if (!fs.existsSync(file)) throw new BackupError('This is not an Inkstone backup: it has no manifest.json.');
  const parsed = BackupManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new BackupError(`The backup's manifest.json is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Every entry's size and SHA-256 as the manifest says; throws naming the first that differs. */
async function verify(staging: string, entries: ManifestEntry[]): Promise<void> {
  for (const entry of entries) {
    const found = fs.existsSync(path.join(staging, entry.path)) ? await describeFile(staging, entry.path) : undefined;
    if (!found) throw new BackupError(`The backup is damaged: ${entry.path} is missing.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new BackupError(`The backup is damaged: ${entry.path} does not match its checksum in manifest.json.`);
  }
}

/**
 * `npm run restore`: puts a backup into DATA_DIR. The directory must be empty (or `force` replaces
 * its database and files); the archive is unpacked beside it and every checksum checked before
 * anything in DATA_DIR changes. A backup from a newer release (a migration this code does not know)
 * is refused. The server then starts on the restored data and applies newer migrations as usual.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  opts: { force: boolean },
): Promise<BackupManifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`No backup at ${archive}.`);
  const release = lockDataDir(dataDir);
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const present = fs.readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
    if (present.length > 0 && !opts.force)
      throw new BackupError(
        `DATA_DIR ${dataDir} is not empty (${present.slice(0, 5).join(', ')}). Restore into an empty directory, ` +
          'or add --force to replace its database and files.',
      );
    fs.mkdirSync(staging, { mode: 0o700 });
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifest = readManifest(staging);
    await verify(staging, [manifest.database, ...manifest.files]);
    if (!knownMigrations().some((m) => m.tag === manifest.migration))
      throw new BackupError(
        `The backup was made by a newer release (${manifest.appVersion}, migration ${manifest.migration}). ` +
          'Restore it with that release or a later one.',
      );

    for (const name of REPLACED) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    const pgDir = path.join(dataDir, 'pgdata');
    fs.mkdirSync(pgDir, { mode: 0o700 });
    // PGlite names its entries from the root (`/PG_VERSION`); tar strips the `/` (unpackSnapshotChild does the same).
    await tar.x({ file: path.join(staging, DATABASE_NAME), cwd: pgDir });
    for (const name of ['files', 'secret.key']) {
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
