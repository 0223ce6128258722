#!/usr/bin/env node
/**
 * Takes docs/screenshot.png (the README's picture): the home page of a freshly registered user, in
 * Debian's Chromium, against the built app on a throw-away DATA_DIR.
 * Usage: npm run build && node e2e/support/takeScreenshot.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort } from '../../scripts/freePort.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.join(ROOT, 'docs', 'screenshot.png');
const EMAIL = 'mei.lin@example.com';
const PASSWORD = 'Screenshot-Passw0rd';

async function waitReady(base) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready');
}

async function post(base, url, data) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

async function register(base) {
  await post(base, '/v1/register/registerCode', { email: EMAIL });
  const outbox = await (await fetch(`${base}/v1/dev/outbox?recipient=${encodeURIComponent(EMAIL)}`)).json();
  const code = outbox.data.items[0].body.match(/\b(\d{6})\b/)[1];
  await post(base, '/v1/register/doRegistry', { email: EMAIL, code, password: PASSWORD });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shot-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  await waitReady(base);
  await register(base);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: base, locale: 'en-US' });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/apps\/home$/);
  // The URL changes before the lazy home page has rendered.
  await page.getByRole('heading', { name: 'Tools' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 799); // no hover effect on a card
  await page.waitForTimeout(400); // let the hover transition end
  await page.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
