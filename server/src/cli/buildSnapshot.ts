import { ensureSnapshot } from '../db/snapshot.js';
import { SNAPSHOT_FILE } from '../db/paths.js';

// Part of the server build: new embedded data dirs start from this migrated snapshot.
const result = await ensureSnapshot();
process.stdout.write(`database snapshot ${result === 'built' ? 'built' : 'up to date'}: ${SNAPSHOT_FILE}\n`);
