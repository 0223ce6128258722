import { z } from 'zod';
import { ALL_ROWS, Instant, Page } from './common.js';

/**
 * Why a word balance changed: the reason of every ledger row (the ledger is the truth, issue 20).
 * `ai_hold` reserves words before an AI call and `ai_hold_return` gives back what it did not use, so
 * the sum of the two is the AI charge.
 */
export const LedgerReason = z.enum([
  'signup_grant',
  'ai_hold',
  'ai_hold_return',
  'top_up',
  'coupon_bonus',
  'invite_reward',
  'invitee_reward',
  'admin_adjustment',
  'refund',
]);
export type LedgerReason = z.infer<typeof LedgerReason>;

/** Reasons written at most once per (user, reason, refId): a database unique index guards them. */
export const ONCE_PER_REF_REASONS = ['top_up', 'coupon_bonus', 'invite_reward', 'invitee_reward'] as const;

/**
 * "All" (`-1`, spec §8) of the ledger stops later than other lists (common.ts ALL_ROWS_CAP): its rows
 * are small and a heavy AI user writes thousands of them.
 */
export const POINT_FLOW_ALL_ROWS_CAP = 10_000;

/** Page sizes 5, 10, 20, 25, 50, 100 (spec §9) and All. */
export const PageSizeOrAll = z.coerce
  .number()
  .int()
  .refine((n) => [5, 10, 20, 25, 50, 100, ALL_ROWS].includes(n), 'must be one of 5, 10, 20, 25, 50, 100 or -1 (all)')
  .default(10);

/** The list's filter and page, before the cross-field rule (so admin requests can extend it). */
export const PointFlowFilter = z.object({
  page: Page,
  pageSize: PageSizeOrAll,
  /** Only these reasons; all when absent or empty. */
  reasons: z.array(LedgerReason).max(20).optional(),
  /** ISO 8601 instants; `from` inclusive, `to` exclusive. */
  from: Instant.optional(),
  to: Instant.optional(),
});

const fromNotAfterTo = (r: { from?: string; to?: string }) =>
  !r.from || !r.to || Date.parse(r.from) <= Date.parse(r.to);

/** `POST /v1/pointFlow/list`: the signed-in user's ledger, newest first. */
export const PointFlowListReq = PointFlowFilter.refine(fromNotAfterTo, {
  message: 'must not be after to',
  path: ['from'],
});
export type PointFlowListReq = z.infer<typeof PointFlowListReq>;

/** The same filter with the user it is about (admin). */
export const UserPointFlowReq = PointFlowFilter.extend({ userId: z.uuid() }).refine(fromNotAfterTo, {
  message: 'must not be after to',
  path: ['from'],
});

/** One ledger row as its user sees it. */
export const PointFlowItem = z.object({
  id: z.string(),
  /** Words added (positive) or taken (negative). */
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: LedgerReason,
  /** What the row is about: an order's outTradeNo, an invitee, a hold. */
  refId: z.string().nullable(),
  /** An administrator's note on a manual adjustment. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PointFlowItem = z.infer<typeof PointFlowItem>;

export const PointFlowListRes = z.object({ items: z.array(PointFlowItem), total: z.number().int() });
export type PointFlowListRes = z.infer<typeof PointFlowListRes>;
