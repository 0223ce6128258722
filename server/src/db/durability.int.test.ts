import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import {
  latestOutboxCode,
  registerOverHttp,
  requestRegisterCode,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/accountsOverHttp.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratchDatabase.js';
import { postJson, startServer, type ServerProcess } from '../test/serverProcess.js';

/**
 * Issue §3: an acknowledged write is never lost when the server is killed with SIGKILL. The real
 * server process is used because an in-process test cannot be kill -9'd. On the embedded database
 * this also proves the lock file left by the dead process is taken over on restart.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-durability-'));
let scratch: ScratchDatabase | undefined;
let dbEnv: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  scratch = pgServerUrl ? await createScratchDatabase(pgServerUrl) : undefined;
  dbEnv = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
});

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServer(dbEnv);
  running.push(server);
  return server;
}

describe(`durability across kill -9 (${pgServerUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('keeps every write acknowledged before SIGKILL', { timeout: 300_000 }, async () => {
    const first = await start();
    const registered = uniqueEmail('durable-user');
    await registerOverHttp(first.baseUrl, registered);
    // Several writes in flight at once through the single embedded connection, all acknowledged.
    const pending = Array.from({ length: 5 }, () => uniqueEmail('durable-code'));
    await Promise.all(pending.map((email) => requestRegisterCode(first.baseUrl, email)));
    const codes = await Promise.all(pending.map((email) => latestOutboxCode(first.baseUrl, email)));

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    if (!pgServerUrl) expect(fs.existsSync(path.join(dataDir, 'inkstone.lock'))).toBe(true);

    const second = await start();
    const login = await postJson(second.baseUrl, V1.login.email, { email: registered, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    for (const [i, email] of pending.entries()) {
      expect(codes[i]).toMatch(/^\d{6}$/);
      expect(await latestOutboxCode(second.baseUrl, email)).toBe(codes[i]);
    }
    // The code rows survived too, not only the outbox copy: the last one still registers its account.
    const last = pending.length - 1;
    const res = await postJson(second.baseUrl, V1.register.doRegistry, {
      email: pending[last],
      code: codes[last],
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
