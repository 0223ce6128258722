import { vacuumNoteTables } from '../db/repos/notes.js';
import type { Database } from '../db/types.js';

/**
 * After saves have left about this many bytes of old row versions, the note tables are vacuumed:
 * rarely enough that the VACUUM's cost is small beside the saves (decisions/009).
 */
export const VACUUM_AFTER_BYTES = 16 * 1024 * 1024;

/** Counts what saves overwrite and vacuums the note tables when it adds up. */
export interface VacuumSchedule {
  /** Records `bytes` overwritten; returns the VACUUM when this call started one (the caller logs a failure). */
  written(bytes: number): Promise<void> | undefined;
}

/**
 * The embedded database runs no autovacuum, so every save of a large note would leave its old
 * version behind for good (decisions/009); VACUUM lets later saves
 * reuse that space. PostgreSQL vacuums by itself, so there this does nothing.
 */
export function createVacuumSchedule(
  database: Pick<Database, 'db' | 'kind'>,
  thresholdBytes = VACUUM_AFTER_BYTES,
): VacuumSchedule {
  let pending = 0;
  return {
    written(bytes) {
      if (database.kind !== 'pglite') return undefined;
      pending += bytes;
      if (pending < thresholdBytes) return undefined;
      pending = 0;
      // Not awaited by the save: it queues behind the save's own queries and runs after them.
      return vacuumNoteTables(database.db);
    },
  };
}
