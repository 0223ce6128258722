import { ensureSnapshot } from '../db/snapshot.js';
import { buildServerForTests } from './serverBuild.js';

/**
 * Builds the migrated database snapshot once, so every test file starts its database from it, and
 * transpiles the server once for the tests that spawn it (serverBuild.ts).
 */
export default async function setup(): Promise<void> {
  await Promise.all([ensureSnapshot(), buildServerForTests()]);
}
