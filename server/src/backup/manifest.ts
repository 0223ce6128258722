import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** The archive's own description, `manifest.json` at its root. */
export const MANIFEST_NAME = 'manifest.json';
/** The embedded database, as PGlite's dumpDataDir writes it (a gzipped tar of the cluster). */
export const DATABASE_NAME = 'database.tar.gz';

const Entry = z.object({
  /** Relative to the archive's root, with `/`. */
  path: z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$)).+$/, 'must stay inside the archive'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestEntry = z.infer<typeof Entry>;

/** What `npm run backup` wrote and `npm run restore` checks before it touches DATA_DIR. */
export const BackupManifest = z.object({
  format: z.literal('inkstone-backup'),
  formatVersion: z.literal(1),
  /** The release that made it. */
  appVersion: z.string(),
  /** The newest migration applied to the database it holds. */
  migration: z.string(),
  createdAt: z.string(),
  database: Entry,
  /** DATA_DIR/files (uploads, editor images) and DATA_DIR/secret.key (seals saved API keys). */
  files: z.array(Entry),
  totalBytes: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** The size and SHA-256 of a file, read as a stream. */
export async function describeFile(root: string, relative: string): Promise<ManifestEntry> {
  const file = path.join(root, relative);
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return { path: relative.split(path.sep).join('/'), size: fs.statSync(file).size, sha256: hash.digest('hex') };
}

/** Every regular file under `dir`, relative to `root`, skipping what `skip` names (relative paths). */
export function listFiles(root: string, dir: string, skip: (relative: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (relativeDir: string) => {
    for (const entry of fs.readdirSync(path.join(root, relativeDir), { withFileTypes: true })) {
      const relative = path.join(relativeDir, entry.name);
      if (skip(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}
