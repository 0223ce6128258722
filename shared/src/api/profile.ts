import { z } from 'zod';

/** The periods a usage chart covers, in days (the profile and the admin Usage page). */
export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/** `?days=7|30|90` (default 30): how many UTC days, today included, a usage answer covers. */
export const UsagePeriodQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n) => USAGE_PERIODS.some((p) => p === n), 'must be 7, 30 or 90')
    .default(30),
});
export type UsagePeriodQuery = z.infer<typeof UsagePeriodQuery>;

/** One UTC day (`YYYY-MM-DD`) of a series; every day of the period is present, empty ones as 0. */
export const DayWords = z.object({ date: z.string(), words: z.number().int() });
export type DayWords = z.infer<typeof DayWords>;

/** One AI operation the user was charged for: the tool (the hold's purpose) and the words charged. */
export const AiOperation = z.object({
  id: z.string(),
  /** `polish`, `expand`, `paperAgent`, `review`, `outline.<mode>` … */
  tool: z.string(),
  words: z.number().int(),
  createdAt: z.string(),
});
export type AiOperation = z.infer<typeof AiOperation>;

/** `GET /v1/user/usage`: words used per day (AI charges in the ledger) and the newest AI operations. */
export const UserUsageRes = z.object({
  days: z.array(DayWords),
  recentOperations: z.array(AiOperation),
});
export type UserUsageRes = z.infer<typeof UserUsageRes>;

/** One live sign-in of the user (a session not revoked or expired). */
export const SignInSession = z.object({
  id: z.string(),
  /** The browser's User-Agent header when it signed in (the client makes it readable). */
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session of the request that asked. */
  isCurrent: z.boolean(),
});
export type SignInSession = z.infer<typeof SignInSession>;

/** `GET /v1/user/sessions`: the live sessions, newest first. */
export const SignInSessionsRes = z.object({ items: z.array(SignInSession) });
export type SignInSessionsRes = z.infer<typeof SignInSessionsRes>;

/** `POST /v1/user/sessions/revoke`: signs one of the user's sessions out. */
export const RevokeSessionReq = z.object({ id: z.uuid() });
export type RevokeSessionReq = z.infer<typeof RevokeSessionReq>;
