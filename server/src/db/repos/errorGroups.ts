import crypto from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  errorGroupDailyCounts,
  errorGroups,
  errorOccurrences,
  type ErrorGroupRow,
  type ErrorOccurrenceRow,
} from '../schema/index.js';
import type { Db } from '../types.js';

/** Occurrences kept per group: enough to see who and where, while a loop of errors stays cheap. */
export const OCCURRENCE_SAMPLE = 20;

/** One fingerprint's share of a report batch. */
export interface GroupHit {
  fingerprint: string;
  kind: ErrorGroupRow['kind'];
  message: string;
  topStack: string | null;
  release: string;
  count: number;
  now: Date;
}

/**
 * Adds `count` occurrences to the fingerprint's group, creating it on first sight. A resolved group
 * that happens again is open again; an ignored one stays ignored. Returns the group id.
 */
export async function recordHit(db: Db, hit: GroupHit): Promise<string> {
  const [row] = await db
    .insert(errorGroups)
    .values({
      id: crypto.randomUUID(),
      fingerprint: hit.fingerprint,
      kind: hit.kind,
      message: hit.message,
      topStack: hit.topStack,
      totalCount: hit.count,
      lastRelease: hit.release,
      firstSeenAt: hit.now,
      lastSeenAt: hit.now,
    })
    .onConflictDoUpdate({
      target: errorGroups.fingerprint,
      set: {
        totalCount: sql`${errorGroups.totalCount} + ${hit.count}`,
        message: hit.message,
        topStack: hit.topStack,
        lastRelease: hit.release,
        lastSeenAt: sql`greatest(${errorGroups.lastSeenAt}, ${hit.now.toISOString()}::timestamptz)`,
        status: sql`case when ${errorGroups.status} = 'resolved' then 'open' else ${errorGroups.status} end`,
      },
    })
    .returning({ id: errorGroups.id });
  if (!row) throw new Error('error group upsert returned nothing');
  await db
    .insert(errorGroupDailyCounts)
    .values({ groupId: row.id, release: hit.release, day: hit.now.toISOString().slice(0, 10), count: hit.count })
    .onConflictDoUpdate({
      target: [errorGroupDailyCounts.groupId, errorGroupDailyCounts.release, errorGroupDailyCounts.day],
      set: { count: sql`${errorGroupDailyCounts.count} + ${hit.count}` },
    });
  return row.id;
}

/** Keeps one occurrence, then drops the group's oldest beyond the sample size. */
export async function addOccurrence(db: Db, row: Omit<ErrorOccurrenceRow, 'id'>): Promise<void> {
  await db.insert(errorOccurrences).values({ ...row, id: crypto.randomUUID() });
  const keep = db
    .select({ id: errorOccurrences.id })
    .from(errorOccurrences)
    .where(eq(errorOccurrences.groupId, row.groupId))
    .orderBy(desc(errorOccurrences.createdAt), desc(errorOccurrences.id))
    .limit(OCCURRENCE_SAMPLE);
  await db
    .delete(errorOccurrences)
    .where(and(eq(errorOccurrences.groupId, row.groupId), sql`${errorOccurrences.id} not in (${keep})`));
}

/** Groups, last seen first. */
export async function listPage(
  db: Db,
  filter: { status?: ErrorGroupRow['status'] },
  offset: number,
  limit: number,
): Promise<{ rows: ErrorGroupRow[]; total: number }> {
  const where = filter.status ? eq(errorGroups.status, filter.status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(errorGroups)
      .where(where)
      .orderBy(desc(errorGroups.lastSeenAt), desc(errorGroups.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(errorGroups).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findById(db: Db, id: string): Promise<ErrorGroupRow | undefined> {
  const [row] = await db.select().from(errorGroups).where(eq(errorGroups.id, id));
  return row;
}

export async function setStatus(
  db: Db,
  id: string,
  status: ErrorGroupRow['status'],
): Promise<ErrorGroupRow | undefined> {
  const [row] = await db.update(errorGroups).set({ status }).where(eq(errorGroups.id, id)).returning();
  return row;
}

/** The groups' occurrences per release and per day since `fromDay` (`YYYY-MM-DD`). */
export async function countsSince(
  db: Db,
  groupIds: readonly string[],
  fromDay: string,
): Promise<Array<{ groupId: string; release: string; day: string; count: number }>> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: errorGroupDailyCounts.groupId,
      release: errorGroupDailyCounts.release,
      day: errorGroupDailyCounts.day,
      count: errorGroupDailyCounts.count,
    })
    .from(errorGroupDailyCounts)
    .where(and(inArray(errorGroupDailyCounts.groupId, [...groupIds]), gte(errorGroupDailyCounts.day, fromDay)));
}

/** A group's kept occurrences, newest first. */
export function recentOccurrences(db: Db, groupId: string): Promise<ErrorOccurrenceRow[]> {
  return db
    .select()
    .from(errorOccurrences)
    .where(eq(errorOccurrences.groupId, groupId))
    .orderBy(desc(errorOccurrences.createdAt), desc(errorOccurrences.id))
    .limit(OCCURRENCE_SAMPLE);
}

/** Retention: drops occurrences, daily counts and whole groups not seen since `before`. */
export async function pruneBefore(db: Db, before: Date): Promise<void> {
  await db.delete(errorOccurrences).where(lt(errorOccurrences.createdAt, before));
  await db.delete(errorGroupDailyCounts).where(lt(errorGroupDailyCounts.day, before.toISOString().slice(0, 10)));
  await db.delete(errorGroups).where(lt(errorGroups.lastSeenAt, before));
}
