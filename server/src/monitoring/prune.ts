import type { AppContext } from '../context.js';
import * as errorGroupsRepo from '../db/repos/errorGroups.js';
import * as pageViewsRepo from '../db/repos/pageViews.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Retention (MONITOR_RETENTION_DAYS): drops error data and page views older than the period. */
export async function pruneMonitoring(ctx: Pick<AppContext, 'db' | 'env' | 'clock'>): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - ctx.env.MONITOR_RETENTION_DAYS * DAY_MS);
  await errorGroupsRepo.pruneBefore(ctx.db, before);
  await pageViewsRepo.pruneBefore(ctx.db, before);
}
