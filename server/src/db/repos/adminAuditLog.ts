import crypto from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import { adminAuditLog, type AdminAuditRow } from '../schema/index.js';
import type { Db } from '../types.js';

/** One administrator action (append-only). */
export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  now: Date;
}

/** Call inside the transaction of the action itself, so an action is never without its record. */
export async function append(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    id: crypto.randomUUID(),
    actorId: e.actorId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId ?? null,
    detail: e.detail ?? {},
    createdAt: e.now,
  });
}

/** Newest first. */
export async function listPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: AdminAuditRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
