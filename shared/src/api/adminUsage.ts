import { z } from 'zod';

/** One UTC day (`YYYY-MM-DD`) of the admin Usage page; every day of the period is present, empty ones 0. */
export const UsageDay = z.object({
  date: z.string(),
  /** Distinct users who signed in, viewed a page, used an AI tool or searched papers that day. */
  activeUsers: z.number().int(),
  pageViews: z.number().int(),
  /** AI operations that charged words (failed ones give their words back and are not counted). */
  aiUses: z.number().int(),
  aiWords: z.number().int(),
  paperSearches: z.number().int(),
  signUpsEmail: z.number().int(),
  signUpsSms: z.number().int(),
  /** Accounts registered with someone's share code (by email or SMS). */
  signUpsInvited: z.number().int(),
});
export type UsageDay = z.infer<typeof UsageDay>;

/** Page views of one route pattern over the period. */
export const RouteViews = z.object({ route: z.string(), views: z.number().int() });
export type RouteViews = z.infer<typeof RouteViews>;

/** `GET /v1/admin/usage?days=7|30|90`: the daily series and the most viewed routes of the period. */
export const AdminUsageRes = z.object({
  days: z.array(UsageDay),
  /** The most viewed route patterns, most first (at most 12). */
  topRoutes: z.array(RouteViews),
});
export type AdminUsageRes = z.infer<typeof AdminUsageRes>;
