import crypto from 'node:crypto';

/**
 * This process's identity, new at every start: written on the word holds it takes, in its
 * `server_instances` row (PostgreSQL) and in the DATA_DIR lock file (embedded). A hold whose instance
 * has ended belongs to no running operation, so its words can be given back at once.
 */
export const PROCESS_INSTANCE_ID = crypto.randomUUID();
