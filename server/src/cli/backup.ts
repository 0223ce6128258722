import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backupError.js';
import { DataDirLockedError } from '../db/dataDirLock.js';
import { writeBackup } from '../backup/writeBackup.js';
import { loadEnv } from '../env.js';
import { runCli } from './runCli.js';

const USAGE = 'usage: npm run backup -- [--out FILE]   (default: inkstone-backup-<time>.tar.gz here)';

/**
 * `npm run backup -- --out FILE`: the embedded database and DATA_DIR's files in one archive, while
 * the server is stopped (it takes the DATA_DIR lock; a running server writes the same archive at
 * GET /v1/admin/backup). With DATABASE_URL the data is in PostgreSQL
 * and the bucket, which have their own tools: it says so and points to the recipe.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is set: the data is in PostgreSQL (and in the S3 bucket when STORAGE=s3), not in DATA_DIR.\n' +
        'Back them up with pg_dump -Fc and aws s3 sync (or rclone): see docs/deploy.md, "Backups".\n',
    );
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? `inkstone-backup-${stamp}.tar.gz`);
  try {
    const manifest = await writeBackup(env.DATA_DIR, out);
    process.stdout.write(
      `Backup written: ${out}\n  release ${manifest.appVersion}, migration ${manifest.migration}, ` +
        `${manifest.files.length} files, ${manifest.totalBytes} bytes before compression\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(
        `backup: ${err.message}\nTo back up without stopping it, an administrator downloads the same archive from ` +
          'the running server: Admin → Health → "Download a backup" (GET /v1/admin/backup).\n',
      );
      return 1;
    }
    if (!(err instanceof BackupError)) throw err;
    process.stderr.write(`backup: ${err.message}\n`);
    return 1;
  }
}

runCli('backup', main);
