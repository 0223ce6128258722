#!/usr/bin/env node
/**
 * `npm run test:e2e`: the Playwright suite in Debian's Chromium against the built app.
 *
 * Without /usr/bin/chromium it says so and exits 0 (nothing counted), because a missing browser is a
 * machine set-up matter, not a product failure. Otherwise it rebuilds the app when a source is newer
 * than its build output, picks free ports and a fresh DATA_DIR for the servers that Playwright starts
 * (see playwright.config.ts), and passes any extra arguments on to `playwright test`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '../bench/chromiumFlags.mjs';
import { freePort } from './freePort.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Each build output and the sources it is made from.
const BUILD_OUTPUTS = [
  {
    output: 'web/dist/index.html',
    inputs: ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/build', 'web/public', 'shared/src'],
  },
  { output: 'server/dist/main.js', inputs: ['server/src', 'shared/src'] },
  { output: 'server/snapshot/pglite.tar.gz', inputs: ['server/migrations'] },
];

/** Newest modification time under `p` (file or folder), ignoring test files; 0 when absent. */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), 0);
}

/** The outputs that are missing or older than one of their sources. */
function staleOutputs() {
  return BUILD_OUTPUTS.filter(({ output, inputs }) => {
    const built = newestMtime(path.join(ROOT, output));
    return built === 0 || inputs.some((i) => newestMtime(path.join(ROOT, i)) > built);
  }).map((o) => o.output);
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`e2e skipped: ${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium`);
    return 0;
  }
  const stale = staleOutputs();
  if (stale.length) {
    console.log(`Building the app (out of date: ${stale.join(', ')})`);
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) {
      console.error('e2e: the build failed');
      return code;
    }
  } else {
    console.log('Build is up to date.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-e2e-'));
  const port = await freePort();
  // The AI specs' servers (see playwright.config.ts) need ports of their own.
  let aiPort = await freePort();
  while (aiPort === port) aiPort = await freePort();
  let jsonModePort = await freePort();
  while (jsonModePort === port || jsonModePort === aiPort) jsonModePort = await freePort();
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_AI_PORT: String(aiPort),
    E2E_JSON_MODE_PORT: String(jsonModePort),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  try {
    const playwright = path.join(ROOT, 'node_modules', '.bin', 'playwright');
    return await run(playwright, ['test', ...process.argv.slice(2)], env);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
