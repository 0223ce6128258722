import { z } from 'zod';

export const CouponKind = z.enum(['amount_off', 'percent_off', 'bonus_words']);
export type CouponKind = z.infer<typeof CouponKind>;

/** Why a coupon does not apply; each is also an error code `coupon_<reason>` when ordering. */
export const CouponRefusal = z.enum([
  'unknown',
  'expired',
  'not_started',
  'used_up',
  'already_used',
  'below_minimum',
  'not_for_package',
  'disabled',
]);
export type CouponRefusal = z.infer<typeof CouponRefusal>;

/** A coupon code as typed: trimmed, upper-cased. */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .transform((s) => s.toUpperCase());

/** `POST /v1/coupon/check`. */
export const CouponCheckReq = z.object({ code: CouponCode, packageId: z.uuid() });
export type CouponCheckReq = z.infer<typeof CouponCheckReq>;

/** Valid: the price after the discount (fen) and any bonus words; otherwise the reason. */
export const CouponCheckRes = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    kind: CouponKind,
    originalFen: z.number().int(),
    discountFen: z.number().int(),
    priceFen: z.number().int(),
    bonusWords: z.number().int(),
  }),
  z.object({ valid: z.literal(false), reason: CouponRefusal, message: z.string() }),
]);
export type CouponCheckRes = z.infer<typeof CouponCheckRes>;
