import * as tar from 'tar';

/**
 * `node unpackSnapshotChild.js SNAPSHOT DIR`: extracts the snapshot archive into DIR. The server
 * runs it in a child process (see `unpackSnapshot` in pglite.ts) because extracting grows the
 * process's malloc heap with stream buffers that glibc does not give back (decisions/009).
 */
async function main([snapshotFile, dir]: string[]): Promise<void> {
  if (!snapshotFile || !dir) throw new Error('usage: unpackSnapshotChild.js SNAPSHOT DIR');
  await tar.x({ file: snapshotFile, cwd: dir });
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`unpacking the database snapshot failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
