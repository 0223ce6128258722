/**
 * The built app (`npm run build`) as the browser benches measure it: `server/dist/main.js` with `npm
 * start`'s node flags, on the embedded defaults in a DATA_DIR of the caller's, in development mode
 * (the outbox an account's code is read from; delivery is the same as in production).
 */

/** The server's log line once the literature catalogue is loaded and its search index built. */
const CATALOGUE_READY = 'literature catalogue ready';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../scripts/freePort.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

/** Where a checkout's built server and web app are. */
export function builtAppPaths(root) {
  return {
    serverMain: path.join(root, 'server', 'dist', 'main.js'),
    webIndex: path.join(root, 'web', 'dist', 'index.html'),
  };
}

/**
 * Starts the built server of `root`; resolves with its origin and a stop function once /readyz
 * answers and the catalogue is loaded. A new DATA_DIR builds the search index of the built-in corpus
 * after /readyz, taking a core for 15–20 s: pages measured meanwhile shared the CPU with it (the
 * document and API answers took up to 0.5–1.2 s instead of ~10 ms).
 */
export async function startBuiltServer(root, dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtAppPaths(root).serverMain], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  let isCatalogueReady = false;
  // Read line by line until the catalogue is ready; the request log after it is drained unread.
  let pending = '';
  child.stdout.on('data', (chunk) => {
    if (isCatalogueReady) return;
    pending += chunk;
    isCatalogueReady = pending.includes(CATALOGUE_READY);
    pending = pending.slice(pending.lastIndexOf('\n') + 1);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const res = isCatalogueReady ? await fetch(`${origin}/readyz`).catch(() => undefined) : undefined;
    if (res?.status === 200) return { origin, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server not ready (or its catalogue not loaded) within 180 s: ${stderr}`);
}

/** The pages issue 22 measures: signed out, then signed in. */
export const AUDITED_PAGES = [
  { path: '/login', isSignedIn: false },
  { path: '/welcome', isSignedIn: false },
  { path: '/apps/home', isSignedIn: true },
  { path: '/apps/editor', isSignedIn: true },
  { path: '/apps/papersearch', isSignedIn: true },
];

/** AUDITED_PAGES, or those of them a comma-separated list (e.g. `/login,/welcome`) names. */
export function pagesFrom(list) {
  return list ? AUDITED_PAGES.filter((p) => list.split(',').includes(p.path)) : AUDITED_PAGES;
}
