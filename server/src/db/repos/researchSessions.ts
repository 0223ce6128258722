import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { researchEvents, researchSessions, tasks, type ResearchSessionRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** Which stream of a session an event belongs to. */
export type SessionStream = 'search' | 'sort';

export type NewSession = typeof researchSessions.$inferInsert;
export type SessionPatch = Partial<Omit<NewSession, 'id' | 'userId' | 'createdAt'>>;

/** Stores a new session row. */
export async function insertSession(db: Db, values: NewSession): Promise<void> {
  await db.insert(researchSessions).values(values);
}

/** The user's session (not deleted), or undefined when it does not exist or is someone else's. */
export async function findOwnedSession(db: Db, userId: string, id: string): Promise<ResearchSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(researchSessions)
    .where(and(eq(researchSessions.id, id), eq(researchSessions.userId, userId), isNull(researchSessions.deletedAt)));
  return row;
}

/** A session by id, whoever owns it (a worker running it, a follower of its stream). */
export async function findSession(db: Db, id: string): Promise<ResearchSessionRow | undefined> {
  const [row] = await db.select().from(researchSessions).where(eq(researchSessions.id, id));
  return row;
}

const isStepRunning = inArray(researchSessions.state, ['running', 'sorting']);

/** Records a user's stop of the session's running step; false when no step is running. */
export async function requestAbort(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(researchSessions)
    .set({ abortRequestedAt: now })
    .where(and(eq(researchSessions.id, id), isStepRunning))
    .returning({ id: researchSessions.id });
  return rows.length > 0;
}

/** True when a stop of the session's running step was asked for. */
export async function isAbortRequested(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ at: researchSessions.abortRequestedAt })
    .from(researchSessions)
    .where(and(eq(researchSessions.id, id), isStepRunning));
  return !!row?.at;
}

/**
 * Fails the session's task of `kind` while it is still queued (no worker took it: claiming is a
 * conditional update too, so exactly one of the two wins); returns its hold id, or undefined when
 * there was no queued task.
 */
export async function cancelQueuedTask(
  db: Db,
  kind: string,
  sessionId: string,
  outcome: { errorCode: string; errorMsg: string; now: Date },
): Promise<{ holdId: string | null } | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ status: 'failed', errorCode: outcome.errorCode, errorMsg: outcome.errorMsg, finishedAt: outcome.now })
    .where(and(eq(tasks.kind, kind), eq(tasks.status, 'queued'), sql`${tasks.input}->>'sessionId' = ${sessionId}`))
    .returning({ holdId: tasks.holdId });
  return row;
}

/**
 * Updates a session still in `state` (the state of its step running); false when it has left it
 * (the step ended meanwhile), and nothing changes then.
 */
export async function updateWhileIn(
  db: Db,
  id: string,
  state: 'running' | 'sorting',
  patch: SessionPatch,
): Promise<boolean> {
  const rows = await db
    .update(researchSessions)
    .set(patch)
    .where(and(eq(researchSessions.id, id), eq(researchSessions.state, state)))
    .returning({ id: researchSessions.id });
  return rows.length > 0;
}

/** Updates a session's columns. */
export async function updateSession(db: Db, id: string, patch: SessionPatch): Promise<void> {
  await db.update(researchSessions).set(patch).where(eq(researchSessions.id, id));
}

/** Appends one event of a session's stream under `seq`. */
export async function insertEvent(
  db: Db,
  row: { sessionId: string; seq: number; stream: SessionStream; event: unknown; createdAt: Date },
): Promise<void> {
  await db.insert(researchEvents).values(row);
}

/** Removes the events of one stream (a new sort replaces the previous one). */
export async function deleteEvents(db: Db, sessionId: string, stream: SessionStream): Promise<void> {
  await db
    .delete(researchEvents)
    .where(and(eq(researchEvents.sessionId, sessionId), eq(researchEvents.stream, stream)));
}

/** The events of one stream after `afterSeq`, in order. */
export async function eventsAfter(
  db: Db,
  sessionId: string,
  stream: SessionStream,
  afterSeq: number,
): Promise<Array<{ seq: number; event: unknown }>> {
  return db
    .select({ seq: researchEvents.seq, event: researchEvents.event })
    .from(researchEvents)
    .where(
      and(eq(researchEvents.sessionId, sessionId), eq(researchEvents.stream, stream), gt(researchEvents.seq, afterSeq)),
    )
    .orderBy(researchEvents.seq);
}

/** The last seq of a session (0 when none): a new stream continues after it. */
export async function lastSeq(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(researchEvents.seq) })
    .from(researchEvents)
    .where(eq(researchEvents.sessionId, sessionId));
  return row?.last ?? 0;
}

/** A session of a history page (the result's papers and sections counted, not read). */
export type SessionSummaryRow = Awaited<ReturnType<typeof listOwnedSessions>>['rows'][number];

/** A history page: summaries, newest first, with paper and section counts read inside the database. */
export async function listOwnedSessions(db: Db, userId: string, page: number, pageSize: number) {
  const mine = and(eq(researchSessions.userId, userId), isNull(researchSessions.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: researchSessions.id,
        topic: researchSessions.topic,
        state: researchSessions.state,
        step: researchSessions.step,
        usesAi: researchSessions.usesAi,
        createdAt: researchSessions.createdAt,
        updatedAt: researchSessions.updatedAt,
        paperCount: sql<number>`coalesce(jsonb_array_length(${researchSessions.result}->'bibList'), 0)::int`,
        sectionCount: sql<number>`coalesce(jsonb_array_length(${researchSessions.result}->'mergedSkeleton'), 0)::int`,
      })
      .from(researchSessions)
      .where(mine)
      .orderBy(desc(researchSessions.createdAt), desc(researchSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(researchSessions).where(mine),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Marks the user's session deleted; false when it was not theirs or already gone. */
export async function softDeleteSession(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(researchSessions)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(researchSessions.id, id), eq(researchSessions.userId, userId), isNull(researchSessions.deletedAt)))
    .returning({ id: researchSessions.id });
  return rows.length > 0;
}

/**
 * Sessions whose step was in progress when their process died: a search fails, a sort goes back to
 * its finished search. Returns the failed searches (their holds are given back).
 */
export async function failInterrupted(db: Db, errorMsg: string, now: Date): Promise<ResearchSessionRow[]> {
  await db
    .update(researchSessions)
    .set({ state: 'searched', errorMsg, updatedAt: now })
    .where(eq(researchSessions.state, 'sorting'));
  return db
    .update(researchSessions)
    .set({ state: 'failed', errorMsg, updatedAt: now })
    .where(eq(researchSessions.state, 'running'))
    .returning();
}
