import { fileURLToPath } from 'node:url';

// Resolved from this module so the same paths work from src/ (tsx, tests) and dist/ (built server).
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
export const SNAPSHOT_FILE = fileURLToPath(new URL('../../snapshot/pglite.tar.gz', import.meta.url));
