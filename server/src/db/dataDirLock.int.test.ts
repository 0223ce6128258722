import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer, type ServerProcess } from '../test/serverProcess.js';

/**
 * Issue §3.2: PGlite takes no lock, so a second server on the same DATA_DIR must refuse to start
 * instead of silently losing writes. Embedded only: with DATABASE_URL the data dir holds no database.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-lock-'));
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('one server per DATA_DIR', () => {
  it('makes a second server on the same DATA_DIR exit 1 with a clear message', { timeout: 90_000 }, async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    running.push(second);

    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Inkstone server`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    // The first server is untouched and still owns the lock.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'inkstone.lock'), 'utf8')).toBe(String(first.child.pid));
  });
});
