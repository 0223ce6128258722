/**
 * The set-up the Playwright page benches share: the built app of `root` on a fresh DATA_DIR
 * (bench/builtServer.mjs) and Debian's Chromium, both stopped and the data removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { builtAppPaths, startBuiltServer } from './builtServer.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromiumFlags.mjs';

/**
 * Resolves to what `measure({ server, browser })` resolves to (the exit code), or 1 when `root` has
 * no built app; `name` is the npm script, for the message.
 */
export async function withBuiltAppInChromium(root, name, measure) {
  const { serverMain, webIndex } = builtAppPaths(root);
  if (!fs.existsSync(serverMain) || !fs.existsSync(webIndex)) {
    console.error(`${name} measures the built app: run \`npm run build\` first.`);
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-browser-'));
  const server = await startBuiltServer(root, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    return await measure({ server, browser });
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
