import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { serverInstances } from '../schema/index.js';
import type { Db } from '../types.js';

/** The database's time minus `ms`: heartbeats are written and compared on the same clock. */
const agoMs = (ms: number): SQL => sql`now() - ${ms}::float8 * interval '1 millisecond'`;

/**
 * Records that the process `id` is alive now. An upsert: the first beat registers it, and a process
 * whose row was removed as dead (it stalled longer than the timeout) comes back with its next beat.
 */
export async function beat(
  db: Db,
  instance: { id: string; host: string; pid: number; runsTasks: boolean },
): Promise<void> {
  await db
    .insert(serverInstances)
    .values({ ...instance, startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()` } });
}

/** Removes the row of a process that stops. */
export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, id));
}

/** Removes the rows of processes whose last heartbeat is older than `timeoutMs`; returns their ids. */
export async function removeDead(db: Db, timeoutMs: number): Promise<string[]> {
  const rows = await db
    .delete(serverInstances)
    .where(lt(serverInstances.heartbeatAt, agoMs(timeoutMs)))
    .returning({ id: serverInstances.id });
  return rows.map((r) => r.id);
}

/** A subquery for `exists`: the row of the instance named by `instanceId` if it beat within `timeoutMs`. */
export function liveRowOf(db: Db, instanceId: AnyPgColumn, timeoutMs: number) {
  return db
    .select({ one: sql`1` })
    .from(serverInstances)
    .where(and(eq(serverInstances.id, instanceId), gt(serverInstances.heartbeatAt, agoMs(timeoutMs))));
}

/** Whether a process that runs tasks beat within `timeoutMs`. */
export async function hasLiveTaskRunner(db: Db, timeoutMs: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(serverInstances)
    .where(and(eq(serverInstances.runsTasks, true), gt(serverInstances.heartbeatAt, agoMs(timeoutMs))))
    .limit(1);
  return row !== undefined;
}

/** The processes that run tasks, newest heartbeat first, with their heartbeat's age on the database's clock. */
export async function listTaskRunners(
  db: Db,
): Promise<Array<{ host: string; pid: number; heartbeatAt: Date; ageMs: number }>> {
  return db
    .select({
      host: serverInstances.host,
      pid: serverInstances.pid,
      heartbeatAt: serverInstances.heartbeatAt,
      ageMs: sql<number>`(extract(epoch from now() - ${serverInstances.heartbeatAt}) * 1000)::float8`.mapWith(Number),
    })
    .from(serverInstances)
    .where(eq(serverInstances.runsTasks, true))
    .orderBy(desc(serverInstances.heartbeatAt))
    .limit(20);
}
