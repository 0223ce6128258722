import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions, pgliteStartParams } from './pglite.js';
import { MIGRATIONS_DIR, SNAPSHOT_FILE } from './paths.js';

/** A digest of the migration files: the snapshot is rebuilt whenever they change. */
export function migrationsDigest(dir = MIGRATIONS_DIR): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else hash.update(name).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Writes a gzipped, migrated PGlite data dir to `file` unless one for the current migrations exists.
 * New data dirs start from it, which avoids running initdb in WASM at first start.
 */
export async function ensureSnapshot(file = SNAPSHOT_FILE): Promise<'built' | 'fresh'> {
  const digestFile = `${file}.digest`;
  const digest = migrationsDigest();
  if (fs.existsSync(file) && fs.existsSync(digestFile) && fs.readFileSync(digestFile, 'utf8') === digest) {
    return 'fresh';
  }
  const client = new PGlite({ startParams: pgliteStartParams('16MB'), extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec('CHECKPOINT');
    const blob = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(tmp, file);
    fs.writeFileSync(digestFile, digest);
  } finally {
    await client.close();
  }
  return 'built';
}
