import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backupError.js';
import { restoreBackup } from '../backup/restoreBackup.js';
import { loadEnv } from '../env.js';
import { runCli } from './runCli.js';

const USAGE = 'usage: npm run restore -- FILE [--force]   (into DATA_DIR, which must be empty unless --force)';

/** `npm run restore -- FILE`: a backup from `npm run backup` into DATA_DIR, checked before it lands. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore and the bucket with aws s3 sync (or rclone); ' +
        'see docs/deploy.md, "Backups". This command restores the embedded database into DATA_DIR.\n',
    );
    return 2;
  }
  try {
    const manifest = await restoreBackup(path.resolve(positionals[0]!), env.DATA_DIR, { force: values.force });
    process.stdout.write(
      `Restored into ${env.DATA_DIR}: the backup of ${manifest.createdAt} (release ${manifest.appVersion}, ` +
        `migration ${manifest.migration}, ${manifest.files.length} files). Start the server on it.\n`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    process.stderr.write(`restore: ${err.message}\n`);
    return 1;
  }
}

runCli('restore', main);
