import { and, eq } from 'drizzle-orm';
import { tasks, type TaskRow } from '../schema/index.js';
import type { Db } from '../types.js';

export type NewTask = typeof tasks.$inferInsert;

export async function insert(db: Db, values: NewTask): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error('insert into tasks returned no row');
  return row;
}

/** The user's task, or undefined when it does not exist or belongs to someone else. */
export async function findOwned(db: Db, userId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
  return row;
}

/** Moves a queued task to running; undefined when another worker took it or it is no longer queued. */
export async function claim(db: Db, id: string, now: Date): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ status: 'running', startedAt: now })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'queued')))
    .returning();
  return row;
}

/** The kind of a task (`review`, a tool, `parse`), or undefined for an unknown id. */
export async function findKind(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ kind: tasks.kind }).from(tasks).where(eq(tasks.id, id));
  return row?.kind;
}

/** The status of a task (queued, running, succeeded, failed), or undefined for an unknown id. */
export async function findStatus(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id));
  return row?.status;
}

/** The running tasks, of one kind when `kind` is given. */
export function listRunning(db: Db, kind?: string): Promise<TaskRow[]> {
  const running = eq(tasks.status, 'running');
  return db
    .select()
    .from(tasks)
    .where(kind === undefined ? running : and(running, eq(tasks.kind, kind)));
}

/** Puts a running task back in the queue with `result` as its progress; false when it was not running. */
export async function requeueRunning(db: Db, id: string, result: unknown): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ status: 'queued', result })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'running')))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/**
 * Saves the partial result of a running task (the polling endpoints show it); false when the task
 * is no longer running (swept), so its worker stops.
 */
export async function saveProgress(db: Db, id: string, result: unknown, preview: string): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ result, preview })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'running')))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** What a finished task records. */
export type TaskOutcome =
  { status: 'succeeded'; result: unknown; preview: string } | { status: 'failed'; errorCode: string; errorMsg: string };

/** Records the outcome of a task that is still running; false when it was not (e.g. swept). */
export async function finish(db: Db, id: string, outcome: TaskOutcome, now: Date): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...outcome, finishedAt: now })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'running')))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Fails every running task (their worker died); returns them so their holds can be released. */
export async function failAllRunning(db: Db, errorCode: string, errorMsg: string, now: Date): Promise<TaskRow[]> {
  return db
    .update(tasks)
    .set({ status: 'failed', errorCode, errorMsg, finishedAt: now })
    .where(eq(tasks.status, 'running'))
    .returning();
}

/** Ids of the tasks waiting to run, oldest first. */
export async function listQueuedIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.status, 'queued')).orderBy(tasks.createdAt);
  return rows.map((r) => r.id);
}
