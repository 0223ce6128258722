import { ensureSnapshot } from '../db/snapshot.js';

/** Builds the migrated database snapshot once, so every test file starts its database from it. */
export default async function setup(): Promise<void> {
  await ensureSnapshot();
}
