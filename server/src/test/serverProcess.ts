import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { nodeArgsFor } from './serverBuild.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A real server process started from the current sources (the same code `npm start` builds). */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/** A port that was free a moment ago (the server binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Spawns `server/src/main.ts` — transpiled once per test run (serverBuild.ts), or through tsx — as a
 * single node process (so a signal reaches the server itself, not a wrapper). The test's own database
 * variables are never inherited: `env` says exactly which database the process uses.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, nodeArgsFor('main'), {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/**
 * Spawns the server on `env.PORT` (a restart on the same port) or a free port, and waits until
 * `/readyz` answers 200 (rejects if it exits first). A start takes ~10 s alone and missed 45 s on
 * the two cores under a full CI run, hence the long default wait.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 150_000): Promise<ServerProcess> {
  const server = spawnServer({ ...env, PORT: env.PORT ?? String(await freePort()) });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void server.exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited (${exit.signal ?? exit.code}) before ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/readyz`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** POST a JSON body (as the user with `token`, if given) and return the status and parsed envelope. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: { success: boolean; data?: unknown; errorCode?: string } }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; data?: unknown } };
}
