import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './test/serverProcess.js';

/**
 * Issue §2: configuration is validated at boot, and a wrong value stops the real process with a
 * non-zero exit and a message naming the variable — before any database or port is touched.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-env-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function bootWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawnServer({ DATA_DIR: dataDir, PORT: '0', ...env });
  const { code } = await server.exited;
  return { code, output: server.output() };
}

describe('configuration errors stop the server', () => {
  it.each<{ name: string; env: Record<string, string> }>([
    { name: 'PORT', env: { PORT: 'abc' } },
    { name: 'DATABASE_URL', env: { DATABASE_URL: 'mysql://localhost/inkstone' } },
    { name: 'LOG_LEVEL', env: { LOG_LEVEL: 'loud' } },
    { name: 'PGLITE_SHARED_BUFFERS', env: { PGLITE_SHARED_BUFFERS: '16' } },
  ])('names $name when its value is wrong', { timeout: 30_000 }, async ({ name, env }) => {
    const { code, output } = await bootWith(env);
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    expect(output).not.toContain('    at '); // a message, not a stack trace
  });

  it('refuses production mode without real email and SMS delivery', { timeout: 30_000 }, async () => {
    const { code, output } = await bootWith({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('SMTP_URL');
    expect(output).toContain('ALLOW_DEV_OUTBOX_IN_PRODUCTION');
  });

  it('touches nothing in DATA_DIR when the configuration is wrong', { timeout: 30_000 }, async () => {
    await bootWith({ PORT: '-1' });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
