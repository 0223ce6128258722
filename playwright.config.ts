import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
// Debian's Chromium, never a downloaded browser, with the flags the benches use too.
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromiumFlags.mjs';

/**
 * E2E against the built app: Playwright starts `node server/dist/main.js` on a fresh temp DATA_DIR and
 * a free port (both chosen by scripts/e2e.mjs; the fallbacks below let `npx playwright test` work
 * alone). NODE_ENV=test keeps the development outbox, which the specs read codes from.
 * Workers inherit process.env from the main process, so the fallbacks are decided once.
 */
process.env.E2E_PORT ??= '3217';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-e2e-'));
// A second server, for the AI specs only (e2e/support/aiServer.ts): it has a scripted fake model,
// the main one has none, as a fresh install.
process.env.E2E_AI_PORT ??= String(Number(process.env.E2E_PORT) + 1);
// A third, for the specs of a model that gives JSON only in JSON mode (DeepSeek, Qwen …); the second
// is a model that honours a JSON schema, asked in that mode.
process.env.E2E_JSON_MODE_PORT ??= String(Number(process.env.E2E_PORT) + 2);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** How the app server is run in e2e, on `serverPort` with its data under `dataDir`. */
function serverOptions(
  command: string,
  serverPort: number,
  dataDir: string | undefined,
  extraEnv: Record<string, string> = {},
) {
  return {
    command,
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    // Generous: the two servers start together on two cores.
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATA_DIR: dataDir ?? '',
      LOG_LEVEL: 'warn',
      // Whatever the shell exports, e2e runs on the embedded database with the development outbox.
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER: '',
      // Every test registers its accounts from 127.0.0.1: the per-address hourly cap on codes (20)
      // would refuse the later ones; the cap itself is tested over HTTP (throttles.routes.test.ts).
      CODE_SEND_IP_HOURLY_LIMIT: '10000',
      ...extraEnv,
    },
  };
}

// Playwright's desktop Chrome profile, in the Chromium given by executablePath (no channel).
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };

const reporter: ReporterDescription[] = [[process.env.CI ? 'line' : 'list']];
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two cores: the server, Chromium and two workers already fill them.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: two cores run the server, Chromium and two workers at once.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter,
  use: {
    baseURL,
    // A trace records every test (DOM snapshots and a screencast) to keep the failed ones; under CI,
    // whose artifacts are not kept, that is Chromium CPU spent on nothing. The screenshot stays.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    { name: 'chromium', testIgnore: /adminBackup\.spec\.ts/, use: desktopChrome },
    // A live backup holds every request of the server while it dumps the database (docs/deploy.md,
    // "Backups"): it runs alone, once the rest are done.
    { name: 'backup', testMatch: /adminBackup\.spec\.ts/, dependencies: ['chromium'], use: desktopChrome },
  ],
  webServer: [
    // The WeChat Pay simulator, so the top-up spec can pay through "Simulate payment".
    serverOptions('node server/dist/main.js', port, process.env.E2E_DATA_DIR, { PAYMENT_PROVIDER: 'simulator' }),
    serverOptions(
      'node --import tsx e2e/support/serverWithFakeLlm.ts',
      Number(process.env.E2E_AI_PORT),
      process.env.E2E_DATA_DIR && path.join(process.env.E2E_DATA_DIR, 'ai-server'),
      { E2E_FAKE_KIND: 'schema', E2E_STRUCTURED_OUTPUT: 'json_schema' },
    ),
    serverOptions(
      'node --import tsx e2e/support/serverWithFakeLlm.ts',
      Number(process.env.E2E_JSON_MODE_PORT),
      process.env.E2E_DATA_DIR && path.join(process.env.E2E_DATA_DIR, 'json-mode-server'),
      { E2E_FAKE_KIND: 'jsonMode', E2E_STRUCTURED_OUTPUT: 'auto' },
    ),
  ],
});
