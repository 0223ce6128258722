import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from '../../literature/eval/sharedDir.js';

/**
 * For tests: the WeChat Pay fixtures in ../shared/fixtures/wechatpay-v3 (INKSTONE_SHARED_DIR
 * overrides ../shared), with their PROVENANCE.md. Null when absent, so the tests that need them skip.
 */
export function wechatpayFixturesDir(): string | null {
  const shared = sharedDataDir();
  const dir = shared ? join(shared, 'fixtures', 'wechatpay-v3') : null;
  return dir && existsSync(join(dir, 'manifest.json')) ? dir : null;
}

/** Reads one fixture file (e.g. `test-keys/merchant_private_key.pem`) as text. */
export function readWechatpayFixture(dir: string, name: string): string {
  return readFileSync(join(dir, name), 'utf8');
}

/** Reads one JSON fixture. */
export function readWechatpayFixtureJson<T>(dir: string, name: string): T {
  return JSON.parse(readWechatpayFixture(dir, name)) as T;
}
