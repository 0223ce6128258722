import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasCluster, openPglite } from './pglite.js';
import { SNAPSHOT_FILE } from './paths.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-pglite-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openPglite on a new data dir', () => {
  it('unpacks the migrated snapshot in a child process and opens it as a cluster', async () => {
    const dataDir = path.join(tempDir(), 'pgdata');
    const { client, fromSnapshot } = await openPglite({ dataDir, snapshotFile: SNAPSHOT_FILE, sharedBuffers: '16MB' });
    try {
      expect(fromSnapshot).toBe(true);
      expect(hasCluster(dataDir)).toBe(true);
      const migrated = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrated.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pgdata']); // no staging dir left behind
  });

  it('fails with the child’s error and leaves no cluster when the snapshot is unreadable', async () => {
    const root = tempDir();
    const badSnapshot = path.join(root, 'broken.tar.gz');
    fs.writeFileSync(badSnapshot, 'not a gzip archive');
    const dataDir = path.join(root, 'pgdata');
    await expect(openPglite({ dataDir, snapshotFile: badSnapshot, sharedBuffers: '16MB' })).rejects.toThrow(
      'unpacking the database snapshot exited with 1',
    );
    expect(fs.readdirSync(root)).toEqual(['broken.tar.gz']); // neither a cluster nor a staging dir
  });
});
