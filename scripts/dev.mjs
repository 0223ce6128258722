#!/usr/bin/env node
/**
 * `npm run dev`: hot reload for both halves.
 *
 * - API on :3000 (PORT): `tsx watch` restarts the server when a server or shared source changes. The
 *   `source` export condition makes `@inkstone/shared/*` resolve to TypeScript sources, so nothing
 *   has to be built first. Logs are piped through pino-pretty.
 * - Web on :5173: the Vite dev server (it proxies /v1 to the API; see web/vite.config.ts).
 *
 * Each child runs in its own process group so that one Ctrl-C (or either child dying) stops
 * everything, including the grandchildren tsx and npm start.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');
const children = [];
// Waited for but never signalled: pino-pretty exits once the server's output ends, so no log is lost.
const waitOnly = [];
let stopping = false;

/** Starts a child in its own process group; `isSignalled: false` for a filter that ends at EOF. */
function start(name, cmd, args, opts = {}, isSignalled = true) {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'inherit', 'inherit'], ...opts });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the others`);
      stop(code ?? 1);
    }
  });
  if (isSignalled) children.push(child);
  else waitOnly.push(child);
  return child;
}

/** Signals every child's process group, then force-kills everything left after 5 s. */
function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const signalAll = (sig) => {
    for (const c of children) {
      try {
        process.kill(-c.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  signalAll('SIGTERM');
  const force = setTimeout(() => {
    signalAll('SIGKILL');
    for (const c of waitOnly) c.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(
    [...children, ...waitOnly].map((c) =>
      c.exitCode !== null || c.signalCode ? null : new Promise((r) => c.once('exit', r)),
    ),
  ).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// A fresh clone has no migrated snapshot yet; building it once keeps the first start light.
const snapshot = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'server/src/cli/buildSnapshot.ts'],
  { cwd: ROOT, stdio: 'inherit' },
);
snapshot.on('exit', (code) => {
  if (code !== 0) {
    console.error('[dev] building the database snapshot failed');
    process.exit(code ?? 1);
  }
  if (stopping) return;
  const server = start('server', path.join(BIN, 'tsx'), ['watch', '--conditions=source', 'server/src/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pretty = start(
    'pino-pretty',
    path.join(BIN, 'pino-pretty'),
    [],
    { stdio: ['pipe', 'inherit', 'inherit'] },
    false,
  );
  server.stdout.pipe(pretty.stdin);
  start('web', path.join(BIN, 'vite'), [], { cwd: path.join(ROOT, 'web') });
  console.log('[dev] API on http://localhost:3000 (PORT), web with hot reload on http://localhost:5173');
});
