import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { freePort, postJson, spawnServer, startServer, type ServerProcess } from '../../../test/serverProcess.js';

/**
 * Issue 15 §1: the development outbox holds every sign-in and reset code, so only this machine may
 * read it. The real server listens on all interfaces and is asked through the machine's own
 * non-loopback address, which is what the socket sees for a client on the network.
 */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
const dataDirs: string[] = [];
const running: ServerProcess[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-outbox-'));
  dataDirs.push(dir);
  return dir;
};

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!networkAddress)(`the development outbox seen from ${networkAddress ?? 'the network'}`, () => {
  let server: ServerProcess;
  let port: string;
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: newDataDir(),
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      CORPUS_AUTOLOAD: 'false',
    });
    running.push(server);
    port = new URL(server.baseUrl).port;
  }, 180_000);

  it('answers 404 to a client on the network, and the code is in the server log', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    const sent = await postJson(`http://${networkAddress}:${port}`, V1.register.registerCode, { email });
    expect(sent.status).toBe(200);

    const remote = await fetch(`http://${networkAddress}:${port}${V1.dev.outbox}?limit=3`);
    expect(remote.status).toBe(404);
    expect(await remote.json()).toMatchObject({ success: false, errorCode: 'endpoint_not_found' });
    // A forged header does not make a network client local.
    const forged = await fetch(`http://${networkAddress}:${port}${V1.dev.outbox}`, {
      headers: { 'x-forwarded-for': '127.0.0.1', host: '127.0.0.1' },
    });
    expect(forged.status).toBe(404);

    const local = await fetch(`${server.baseUrl}${V1.dev.outbox}?limit=3`);
    expect(local.status).toBe(200);
    const items = ((await local.json()) as { data: { items: Array<{ recipient: string; body: string }> } }).data.items;
    const code = items.find((m) => m.recipient === email)?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(server.output()).toContain(code);
  });

  it('is not served at all behind a trusted proxy, even to loopback', async () => {
    const proxied = await startServer({ DATA_DIR: newDataDir(), TRUST_PROXY: 'true', CORPUS_AUTOLOAD: 'false' });
    running.push(proxied);
    const res = await fetch(`${proxied.baseUrl}${V1.dev.outbox}`);
    expect(res.status).toBe(404);
  }, 180_000);
});

describe.skipIf(!networkAddress)('the default listen address', () => {
  it('is loopback only: the network address is refused', { timeout: 180_000 }, async () => {
    const port = await freePort();
    // An empty HOST is unset for the server's configuration, so its default applies.
    const server = spawnServer({ DATA_DIR: newDataDir(), HOST: '', PORT: String(port), CORPUS_AUTOLOAD: 'false' });
    running.push(server);
    await waitForReady(`http://127.0.0.1:${port}`);
    await expect(fetch(`http://${networkAddress}:${port}/healthz`)).rejects.toThrow();
  });
});

async function waitForReady(baseUrl: string): Promise<void> {
  // Up to ~150 s, as startServer waits: a start on the loaded two cores can take over a minute.
  for (let i = 0; i < 3000; i++) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server not ready');
}
