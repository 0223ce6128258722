import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './test/scratchDatabase.js';
import { startServer, type ServerProcess } from './test/serverProcess.js';

/**
 * Issue §2: SIGTERM stops the server cleanly — exit code 0, the database closed and, on the embedded
 * database, the DATA_DIR lock released so the next start needs no stale-lock takeover.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shutdown-'));
let scratch: ScratchDatabase | undefined;
const running: ServerProcess[] = [];

beforeAll(async () => {
  scratch = pgServerUrl ? await createScratchDatabase(pgServerUrl) : undefined;
});

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`graceful shutdown (${pgServerUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('exits 0 on SIGTERM and releases the DATA_DIR lock', { timeout: 90_000 }, async () => {
    const server = await startServer({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    running.push(server);
    const lockFile = path.join(dataDir, 'inkstone.lock');
    if (!pgServerUrl) expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.child.pid });

    server.child.kill('SIGTERM');
    const exit = await server.exited;

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
