import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/types.js';

// Any fixed 32-bit number: the first half of every task lease's two-part advisory-lock key.
const LEASE_NAMESPACE = 727_319;

/** The advisory-lock key of a task's lease: the namespace and the first 32 bits of its uuid. */
export function leaseKey(taskId: string): [number, number] {
  return [LEASE_NAMESPACE, Number.parseInt(taskId.replace(/-/g, '').slice(0, 8), 16) | 0];
}

/**
 * Takes the task's lease for the rest of the transaction `tx` when no live worker holds it; false
 * when one does. The dead-worker sweep holds the leases of the orphans it handles until it commits.
 */
export async function takeFreeLease(tx: Db, taskId: string): Promise<boolean> {
  const [namespace, key] = leaseKey(taskId);
  const { rows } = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${namespace}::int, ${key}::int) as free`,
  )) as { rows: Array<{ free: boolean }> };
  return rows[0]?.free === true;
}

/**
 * Proof that a worker process is alive while it runs a task: a session advisory lock per running
 * task on one connection of its own. When the process dies its connection closes and PostgreSQL
 * drops the locks, so a running task whose lease is free has no worker (orphanSweep.ts). Leases
 * are taken before the row is claimed and given back after it is finished.
 */
export class TaskLeases {
  private constructor(private readonly client: pg.Client) {}

  /** Opens the lease connection; `onLost` is called if it breaks (the leases are gone with it). */
  static async open(connectionString: string, onLost: (err: Error) => void): Promise<TaskLeases> {
    const client = new pg.Client({ connectionString, application_name: 'inkstone-task-leases' });
    client.on('error', onLost);
    await client.connect();
    return new TaskLeases(client);
  }

  /**
   * Runs `work` holding the task's lease. Skips it when the lease is taken: another worker has this
   * task (a second delivery of its job), or, rarely, a task whose key collides; the sweep sends a
   * task still queued again later.
   */
  async runHeld(taskId: string, work: () => Promise<void>): Promise<void> {
    const key = leaseKey(taskId);
    const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', key);
    if (!rows[0]?.ok) return;
    try {
      await work();
    } finally {
      await this.client.query('select pg_advisory_unlock($1, $2)', key);
    }
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
