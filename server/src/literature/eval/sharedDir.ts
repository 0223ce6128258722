import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The shared data directory benches and data-dependent tests read: `INKSTONE_SHARED_DIR`, else
 * `../shared` next to the repository root. Null when it is not there, so callers can skip.
 */
export function sharedDataDir(): string | null {
  const dir = process.env.INKSTONE_SHARED_DIR ?? fileURLToPath(new URL('../../../../../shared', import.meta.url));
  return existsSync(dir) ? dir : null;
}
