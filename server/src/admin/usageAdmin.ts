import type { AdminUsageRes } from '@inkstone/shared/api/adminUsage';
import type { AppContext } from '../context.js';
import * as aiCharges from '../db/repos/aiCharges.js';
import * as usage from '../db/repos/usageSeries.js';
import { utcPeriodStart } from '../db/repos/utcDays.js';

const TOP_ROUTES = 12;

/**
 * The admin Usage page over `days` UTC days (today last): each series is aggregated in SQL over the
 * same days, every day present, and joined here by position.
 */
export async function usageOverview(ctx: AppContext, days: number): Promise<AdminUsageRes> {
  const period = { from: utcPeriodStart(ctx.clock.now(), days), days };
  const [active, views, ai, searches, signUps, routes] = await Promise.all([
    usage.activeUsers(ctx.db, period),
    usage.pageViews(ctx.db, period),
    aiCharges.perDay(ctx.db, period),
    usage.paperSearches(ctx.db, period),
    usage.signUps(ctx.db, period),
    usage.topRoutes(ctx.db, period, TOP_ROUTES),
  ]);
  return {
    days: active.map((day, i) => ({
      date: day.date,
      activeUsers: day.activeUsers,
      pageViews: views[i]!.pageViews,
      aiUses: ai[i]!.uses,
      aiWords: ai[i]!.words,
      paperSearches: searches[i]!.paperSearches,
      signUpsEmail: signUps[i]!.signUpsEmail,
      signUpsSms: signUps[i]!.signUpsSms,
      signUpsInvited: signUps[i]!.signUpsInvited,
    })),
    topRoutes: routes,
  };
}
