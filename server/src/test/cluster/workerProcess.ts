import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgsFor } from '../serverBuild.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const READY = 'Inkstone worker is ready';

/** A `npm run worker` process started from the current sources (see serverBuild.ts). */
export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Spawns the worker with exactly `env` on top of this process's environment (the test's own database
 * variables are never inherited) and waits for its ready line; rejects if it exits first.
 */
export async function startWorker(env: Record<string, string>, timeoutMs = 45_000): Promise<WorkerProcess> {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const child = spawn(process.execPath, nodeArgsFor('worker/main'), {
    cwd: ROOT,
    // Info level: the ready line is an info line.
    env: { ...inherited, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(READY)) {
    if (exit) throw new Error(`worker exited (${exit.signal ?? exit.code}) before ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  return { child, exited, output: () => output };
}
