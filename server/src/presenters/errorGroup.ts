import type { ErrorGroup, ErrorOccurrence } from '@inkstone/shared/api/monitor';
import type { ErrorGroupRow, ErrorOccurrenceRow } from '../db/schema/index.js';

/** A group with its per-release counts and per-day sparkline (computed by the admin service). */
export function presentErrorGroup(
  row: ErrorGroupRow,
  counts: { releases: ErrorGroup['releases']; daily: number[] },
): ErrorGroup {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    topStack: row.topStack,
    status: row.status,
    totalCount: row.totalCount,
    lastRelease: row.lastRelease,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    releases: counts.releases,
    daily: counts.daily,
  };
}

export function presentErrorOccurrence(row: ErrorOccurrenceRow): ErrorOccurrence {
  return {
    id: row.id,
    release: row.release,
    route: row.route,
    userAgent: row.userAgent,
    userId: row.userId,
    message: row.message,
    rawStack: row.rawStack,
    symbolicatedStack: row.symbolicatedStack,
    createdAt: row.createdAt.toISOString(),
  };
}
