import {
  ERROR_SPARKLINE_DAYS,
  type AdminErrorGroupRes,
  type AdminErrorsQuery,
  type AdminErrorsRes,
  type ErrorGroupStatus,
} from '@inkstone/shared/api/monitor';
import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as errorGroupsRepo from '../db/repos/errorGroups.js';
import type { ErrorGroupRow } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { presentErrorGroup, presentErrorOccurrence } from '../presenters/errorGroup.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `YYYY-MM-DD` UTC days of the sparkline, oldest first, ending today. */
export function sparklineDays(now: Date, days = ERROR_SPARKLINE_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Groups with their counts per release (over the retention period) and per day (the sparkline). */
async function withCounts(ctx: AppContext, rows: ErrorGroupRow[]) {
  const now = ctx.clock.now();
  const days = sparklineDays(now);
  const retentionStart = new Date(now.getTime() - ctx.env.MONITOR_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  const from = retentionStart < (days[0] as string) ? retentionStart : (days[0] as string);
  const counts = await errorGroupsRepo.countsSince(
    ctx.db,
    rows.map((r) => r.id),
    from,
  );
  return rows.map((row) => {
    const mine = counts.filter((c) => c.groupId === row.id);
    const perRelease = new Map<string, number>();
    for (const c of mine) perRelease.set(c.release, (perRelease.get(c.release) ?? 0) + c.count);
    const daily = days.map((day) => mine.filter((c) => c.day === day).reduce((sum, c) => sum + c.count, 0));
    const releases = [...perRelease]
      .map(([release, count]) => ({ release, count }))
      .sort((a, b) => b.count - a.count || a.release.localeCompare(b.release));
    return presentErrorGroup(row, { releases, daily });
  });
}

/** The groups, last seen first. */
export async function listErrorGroups(ctx: AppContext, query: AdminErrorsQuery): Promise<AdminErrorsRes> {
  const { rows, total } = await errorGroupsRepo.listPage(
    ctx.db,
    { status: query.status },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { items: await withCounts(ctx, rows), total };
}

/** One group and its kept occurrences. */
export async function errorGroupDetail(ctx: AppContext, id: string): Promise<AdminErrorGroupRes> {
  const row = await errorGroupsRepo.findById(ctx.db, id);
  if (!row) throw NotFoundError('Error group');
  const [[group], occurrences] = await Promise.all([
    withCounts(ctx, [row]),
    errorGroupsRepo.recentOccurrences(ctx.db, id),
  ]);
  return { group: group as AdminErrorGroupRes['group'], occurrences: occurrences.map(presentErrorOccurrence) };
}

/** Resolves, ignores or reopens a group; audited like every admin change. */
export async function setErrorGroupStatus(
  ctx: AppContext,
  actorId: string,
  id: string,
  status: ErrorGroupStatus,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await errorGroupsRepo.setStatus(tx, id, status);
    if (!row) throw NotFoundError('Error group');
    await audit.append(tx, {
      actorId,
      action: `error.${status === 'open' ? 'reopen' : status === 'resolved' ? 'resolve' : 'ignore'}`,
      targetType: 'error_group',
      targetId: id,
      detail: { message: row.message.slice(0, 200) },
      now: ctx.clock.now(),
    });
  });
}
