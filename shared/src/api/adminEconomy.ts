import { z } from 'zod';
import { Instant, Page, PageSize } from './common.js';
import { CouponCode, CouponKind } from './coupon.js';
import { OrderState, PaymentOrder, TopUpPackage } from './payment.js';
import { PointFlowItem, UserPointFlowReq } from './pointFlow.js';

/** Largest amount of money (fen) or words an admin may set: well inside PostgreSQL's integer. */
const Fen = z.number().int().min(0).max(100_000_000);
const Words = z.number().int().min(0).max(1_000_000_000);

/** Create or edit a package (`POST /v1/admin/packages`, `PUT /v1/admin/packages/:id`). */
export const PackageUpsertReq = z.object({
  name: z.string().trim().min(1).max(60),
  words: Words.min(1),
  priceFen: Fen.min(1),
  originalPriceFen: Fen.nullable().default(null),
  badge: z.string().trim().max(20).nullable().default(null),
  /** Shown in a Chinese interface instead of name and badge; the English ones when absent. */
  nameZh: z.string().trim().max(60).nullable().default(null),
  badgeZh: z.string().trim().max(20).nullable().default(null),
});
export type PackageUpsertReq = z.infer<typeof PackageUpsertReq>;

/** A package as an admin sees it: retired ones included. */
export const AdminPackage = TopUpPackage.extend({ isRetired: z.boolean() });
export type AdminPackage = z.infer<typeof AdminPackage>;
export const AdminPackagesRes = z.object({ items: z.array(AdminPackage) });
export type AdminPackagesRes = z.infer<typeof AdminPackagesRes>;

/** `POST /v1/admin/packages/reorder`: every package id on sale, in the new order. */
export const PackageReorderReq = z.object({ ids: z.array(z.uuid()).min(1).max(200) });
export type PackageReorderReq = z.infer<typeof PackageReorderReq>;

export const AdminIdParams = z.object({ id: z.uuid() });
export type AdminIdParams = z.infer<typeof AdminIdParams>;

/** What a coupon does and when; shared by one-off creation and batches. */
export const CouponTerms = z
  .object({
    kind: CouponKind,
    /** amount_off: fen off. percent_off: percent off (1–100). bonus_words: extra words. */
    value: z.number().int().min(1).max(1_000_000_000),
    /** percent_off: most fen taken off. */
    maxDiscountFen: Fen.nullable().default(null),
    minAmountFen: Fen.default(0),
    /** Only for this package; any package when null. */
    packageId: z.uuid().nullable().default(null),
    startsAt: Instant.nullable().default(null),
    endsAt: Instant.nullable().default(null),
    /** How many orders may use it in all; unlimited when null. */
    totalUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .refine((c) => c.kind !== 'percent_off' || c.value <= 100, {
    message: 'a percentage must be 1 to 100',
    path: ['value'],
  })
  .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });
export type CouponTerms = z.infer<typeof CouponTerms>;

/** `POST /v1/admin/coupons`: one coupon with a chosen code. */
export const CouponCreateReq = z.object({ code: CouponCode, terms: CouponTerms });
export type CouponCreateReq = z.infer<typeof CouponCreateReq>;

/** `POST /v1/admin/coupons/batch`: `count` coupons with random codes after `prefix`, one batch id. */
export const CouponBatchReq = z.object({
  count: z.number().int().min(1).max(1000),
  prefix: z
    .string()
    .trim()
    .max(12)
    .regex(/^[A-Za-z0-9]*$/, 'must be letters and digits')
    .transform((s) => s.toUpperCase())
    .default(''),
  terms: CouponTerms,
});
export type CouponBatchReq = z.infer<typeof CouponBatchReq>;

export const AdminCoupon = z.object({
  id: z.string(),
  code: z.string(),
  kind: CouponKind,
  value: z.number().int(),
  maxDiscountFen: z.number().int().nullable(),
  minAmountFen: z.number().int(),
  packageId: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalUses: z.number().int().nullable(),
  /** Orders that paid with it, and orders holding it now. */
  usedCount: z.number().int(),
  reservedCount: z.number().int(),
  batchId: z.string().nullable(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const CouponBatchRes = z.object({ batchId: z.string(), items: z.array(AdminCoupon) });
export type CouponBatchRes = z.infer<typeof CouponBatchRes>;

/** `GET /v1/admin/coupons`; `GET /v1/admin/coupons/export` takes the same filter and answers CSV. */
export const AdminCouponsQuery = z.object({
  page: Page,
  pageSize: PageSize,
  batchId: z.uuid().optional(),
  code: z.string().trim().max(64).optional(),
});
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuery>;
export const AdminCouponsRes = z.object({ items: z.array(AdminCoupon), total: z.number().int() });
export type AdminCouponsRes = z.infer<typeof AdminCouponsRes>;

/** `GET /v1/admin/coupons/:id/usage`: who reserved or used it, with which order. */
export const CouponUsageRes = z.object({
  coupon: AdminCoupon,
  redemptions: z.array(
    z.object({
      userId: z.string(),
      outTradeNo: z.string(),
      state: z.enum(['reserved', 'consumed', 'released']),
      createdAt: z.string(),
    }),
  ),
});
export type CouponUsageRes = z.infer<typeof CouponUsageRes>;

/** `GET /v1/admin/orders`: search by user (id, email or phone), outTradeNo, state. */
export const AdminOrdersQuery = z.object({
  page: Page,
  pageSize: PageSize,
  user: z.string().trim().max(254).optional(),
  outTradeNo: z.string().trim().max(32).optional(),
  state: OrderState.optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrder = PaymentOrder.extend({
  userId: z.string(),
  userAccount: z.string(),
  transactionId: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrdersRes = z.object({ items: z.array(AdminOrder), total: z.number().int() });
export type AdminOrdersRes = z.infer<typeof AdminOrdersRes>;

/** `POST /v1/admin/orders/reconcile`: ask the provider now. */
export const AdminReconcileReq = z.object({ outTradeNo: z.string().trim().min(1).max(32) });
export type AdminReconcileReq = z.infer<typeof AdminReconcileReq>;

/** `POST /v1/admin/orders/refund`: refund a paid order in full, with the reason written down. */
export const AdminRefundReq = z.object({
  outTradeNo: z.string().trim().min(1).max(32),
  note: z.string().trim().min(1, 'is required').max(500),
});
export type AdminRefundReq = z.infer<typeof AdminRefundReq>;

/** `POST /v1/admin/users/ledger`: one user's balance and ledger. */
export const AdminUserLedgerReq = UserPointFlowReq;
export type AdminUserLedgerReq = z.infer<typeof AdminUserLedgerReq>;
export const AdminUserLedgerRes = z.object({
  wordsLeft: z.number().int(),
  items: z.array(PointFlowItem),
  total: z.number().int(),
});
export type AdminUserLedgerRes = z.infer<typeof AdminUserLedgerRes>;

/** `POST /v1/admin/users/adjust`: add (or take, negative) words, with the reason written down. */
export const AdminAdjustReq = z.object({
  userId: z.uuid(),
  delta: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'must not be 0'),
  note: z.string().trim().min(1, 'is required').max(500),
});
export type AdminAdjustReq = z.infer<typeof AdminAdjustReq>;
export const AdminAdjustRes = z.object({ wordsLeft: z.number().int() });
export type AdminAdjustRes = z.infer<typeof AdminAdjustRes>;

/** `GET /v1/admin/auditLog`: newest first. */
export const AdminAuditQuery = z.object({ page: Page, pageSize: PageSize });
export const AdminAuditItem = z.object({
  id: z.string(),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditItem = z.infer<typeof AdminAuditItem>;
export const AdminAuditRes = z.object({ items: z.array(AdminAuditItem), total: z.number().int() });
export type AdminAuditRes = z.infer<typeof AdminAuditRes>;
