import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { getOnNewConnection, postInTwoHalves, type RawOutcome } from './test/rawHttp.js';
import { createScratchDatabase, type ScratchDatabase } from './test/scratchDatabase.js';
import { startServer, type ServerProcess } from './test/serverProcess.js';

/**
 * Issue 22 "Operating it": SIGTERM stops a server without dropping what it accepted — the listening
 * socket closes at once, idle keep-alive connections close, requests in flight finish with a full
 * response, and the process exits 0 (the database closed and, embedded, the DATA_DIR lock released).
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shutdown-'));
let scratch: ScratchDatabase | undefined;
const running: ServerProcess[] = [];

beforeAll(async () => {
  scratch = pgServerUrl ? await createScratchDatabase(pgServerUrl) : undefined;
});

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await scratch?.drop();
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server on a data dir of its own (or the scratch PostgreSQL database). */
async function start(env: Record<string, string> = {}): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(tmpRoot, 'data-'));
  // A busy two-core machine can take most of a minute to start one.
  const server = await startServer(
    { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...env },
    150_000,
  );
  running.push(server);
  return Object.assign(server, { dataDir });
}

/** A raw connection to the server, with everything it received and when it closed. */
function rawConnection(
  baseUrl: string,
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<number> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), hostname, () => resolve({ socket, received: () => received, closed }));
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now())));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', reject);
  });
}

const report = {
  release: 'build-1',
  events: [{ type: 'pageview', route: '/apps/editor', language: 'en', viewport: 'desktop' }],
};

describe(`graceful shutdown (${pgServerUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('exits 0 on SIGTERM and releases the DATA_DIR lock', { timeout: 240_000 }, async () => {
    const server = await start();
    const lockFile = path.join(server.dataDir, 'inkstone.lock');
    if (!pgServerUrl) expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.child.pid });

    server.child.kill('SIGTERM');
    const exit = await server.exited;

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });

  it(
    'during a stream of requests: what was accepted completes, new connections are refused, exit 0 in time',
    { timeout: 240_000 },
    async () => {
      const timeoutMs = 8000;
      const server = await start({ SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });
      // An idle keep-alive connection, and one whose request has begun (headers not finished).
      const idle = await rawConnection(server.baseUrl);
      idle.socket.write('GET /healthz HTTP/1.1\r\nHost: inkstone\r\n\r\n');
      await sleep(200);
      expect(idle.received()).toMatch(/^HTTP\/1.1 200/);
      const begun = await rawConnection(server.baseUrl);
      begun.socket.write('GET /readyz HTTP/1.1\r\nHost: inkstone\r\n');

      // Four clients, each request on a connection of its own, until the server has exited.
      let exited = false;
      void server.exited.then(() => (exited = true));
      const outcomes: Array<RawOutcome & { client: number; afterSigterm: boolean }> = [];
      let sigtermAt = 0;
      const client = async (id: number) => {
        while (!exited) {
          const afterSigterm = sigtermAt > 0;
          outcomes.push({ ...(await getOnNewConnection(`${server.baseUrl}/healthz`)), client: id, afterSigterm });
        }
      };
      const clients = Promise.all([0, 1, 2, 3].map(client));
      await sleep(300);

      // The server has the request's headers and half its body; the rest arrives 700 ms after SIGTERM.
      const slowPost = postInTwoHalves(server.baseUrl, V1.monitor.report, report, async () => {
        await sleep(200);
        sigtermAt = performance.now();
        server.child.kill('SIGTERM');
        await sleep(300);
        begun.socket.write('\r\n');
        await sleep(400);
      });

      const answer = await slowPost;
      const answeredAt = performance.now();
      const exit = await server.exited;
      const exitMs = performance.now() - sigtermAt;
      await clients;

      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(timeoutMs);
      // The request in flight: a full response, and the connection closes after it.
      expect(answer).toMatchObject({ status: 200, connection: 'close' });
      expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ success: true });
      // The request begun before SIGTERM is served: not ready any more.
      await begun.closed;
      expect(begun.received()).toMatch(/^HTTP\/1.1 503/);
      expect(begun.received()).toContain('"status":"shutting_down"');
      // The idle keep-alive connection was closed long before the slow request finished.
      expect(await idle.closed).toBeLessThan(answeredAt);
      // Every request got a full answer or was refused at connect; once SIGTERM was in, refusals.
      // One exception: Linux resets the connections its accept queue holds at the instant the
      // listening socket closes — completed by the kernel, never accepted by the server. The event
      // loop accepts what waits just before (drainHttp.ts), but on a busy machine a client in a tight
      // loop can still land in that gap, at most once each (its next connection is refused). A proxy
      // sees such a connection fail before any answer, as it sees a refused one.
      const full = outcomes.filter((o) => 'status' in o && o.status === 200 && o.body === '{"status":"ok"}');
      const refused = outcomes.filter((o) => 'error' in o && o.error === 'ECONNREFUSED');
      const queueResets = outcomes.filter((o) => 'error' in o && o.error === 'ECONNRESET');
      const other = outcomes.filter((o) => !full.includes(o) && !refused.includes(o) && !queueResets.includes(o));
      expect(other).toEqual([]);
      for (const id of [0, 1, 2, 3]) expect(queueResets.filter((o) => o.client === id).length).toBeLessThanOrEqual(1);
      expect(full.length).toBeGreaterThan(0);
      expect(refused.filter((o) => o.afterSigterm).length).toBeGreaterThan(0);
    },
  );

  it('cuts a request still open at SHUTDOWN_TIMEOUT_MS and still exits 0', { timeout: 240_000 }, async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    let sigtermAt = 0;
    // The body's second half never comes before the limit.
    const stalled = postInTwoHalves(server.baseUrl, V1.monitor.report, report, async () => {
      await sleep(200);
      sigtermAt = performance.now();
      server.child.kill('SIGTERM');
      await server.exited;
    });
    const exit = await server.exited;
    const exitMs = performance.now() - sigtermAt;

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeGreaterThanOrEqual(900);
    expect(exitMs).toBeLessThan(5000);
    expect(await stalled).toHaveProperty('error');
    expect(server.output()).toContain('requests still open at SHUTDOWN_TIMEOUT_MS were cut');
  });
});
