import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { runNodeScript } from '../lib/runNodeScript.js';

/** PGlite's start parameters with a smaller buffer pool, for a smaller RSS (decisions/009). */
export function pgliteStartParams(sharedBuffers: string): string[] {
  // startParams replaces the defaults, so they are spread first. PGlite never fsyncs, so zero-filling
  // new WAL segments buys nothing and costs CPU on every large write.
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`, '-c', 'wal_init_zero=off'];
}

/** Extensions every embedded database opens with: pgvector, for knowledge-base embeddings (migration 0017). */
export const pgliteExtensions = { vector };

/**
 * bytea in and out as bytes. PGlite's own serializer writes a hex string with a closure per byte
 * and its parser reads one back the same way, slow for a note's document; a
 * Uint8Array returned here is sent as a binary parameter, copied as it is, and results are decoded
 * natively into a Buffer (as node-postgres returns them).
 */
const byteaAsBytes = {
  serializers: { [types.BYTEA]: (value: Uint8Array) => value as unknown as string },
  parsers: { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
};

/** Whether `dir` already holds a PostgreSQL cluster. */
export function hasCluster(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Unpacks the migrated snapshot into `dataDir` on disk. Extracting with tar and then opening the
 * directory as an existing cluster keeps RSS near a plain reopen; PGlite's own `loadDataDir` grows
 * the WASM heap further and never returns it. The extraction runs in a child process: in this one it
 * left freed stream buffers in the malloc heap for good (decisions/009), and
 * the child also runs on another core while this process loads the server's modules. The files land
 * in a temporary sibling first and are renamed into place, so a crash never leaves half a cluster.
 */
async function unpackSnapshot(snapshotFile: string, dataDir: string): Promise<void> {
  const staging = `${dataDir}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    await runNodeScript(new URL('./unpackSnapshotChild.js', import.meta.url), [snapshotFile, staging], {
      label: 'unpacking the database snapshot',
    });
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
}

/**
 * Opens PGlite on `dataDir`, or in memory when it is undefined. A new cluster starts from the
 * migrated snapshot when one exists instead of running initdb in WASM, slow and memory-hungry (decisions/009).
 */
export async function openPglite(opts: {
  dataDir?: string;
  snapshotFile: string;
  sharedBuffers: string;
}): Promise<{ client: PGlite; fromSnapshot: boolean }> {
  const isNew = !opts.dataDir || !hasCluster(opts.dataDir);
  const useSnapshot = isNew && fs.existsSync(opts.snapshotFile);
  if (useSnapshot && opts.dataDir) await unpackSnapshot(opts.snapshotFile, opts.dataDir);
  // In memory (tests) there is no directory to unpack into, so PGlite loads the archive itself.
  const inMemorySnapshot = useSnapshot && !opts.dataDir ? new Blob([fs.readFileSync(opts.snapshotFile)]) : undefined;
  const client = new PGlite({
    dataDir: opts.dataDir,
    loadDataDir: inMemorySnapshot,
    startParams: pgliteStartParams(opts.sharedBuffers),
    extensions: pgliteExtensions,
    ...byteaAsBytes,
  });
  await client.waitReady;
  return { client, fromSnapshot: useSnapshot };
}
