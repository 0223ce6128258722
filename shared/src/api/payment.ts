import { z } from 'zod';
import { Page, PageSize } from './common.js';
import { CouponCode } from './coupon.js';

/** A top-up package on sale; money is integer fen (1 yuan = 100 fen), shown as yuan with 2 decimals. */
export const TopUpPackage = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in Chinese, shown instead of `name` in a Chinese interface when set. */
  nameZh: z.string().nullable().optional(),
  words: z.number().int(),
  priceFen: z.number().int(),
  /** A struck-through "was" price, when the package is on offer. */
  originalPriceFen: z.number().int().nullable(),
  badge: z.string().nullable(),
  badgeZh: z.string().nullable().optional(),
  sortOrder: z.number().int(),
});
export type TopUpPackage = z.infer<typeof TopUpPackage>;

/** Where orders are paid: nowhere (top-ups not set up), the local simulator (development), WeChat Pay. */
export const PaymentProvider = z.enum(['none', 'simulator', 'wechatpay']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/**
 * `GET /v1/payment/getPointListAll`: packages on sale, in their order, and where they are paid, so
 * the dialog can say top-ups are not set up, or offer "Simulate payment" in development.
 */
export const PointListAllRes = z.object({ items: z.array(TopUpPackage), provider: PaymentProvider });
export type PointListAllRes = z.infer<typeof PointListAllRes>;

export const OrderState = z.enum(['created', 'paying', 'paid', 'closed', 'expired', 'refunded']);
export type OrderState = z.infer<typeof OrderState>;

/** States after which an order never changes again (except paid → refunded by an admin). */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['paid', 'closed', 'expired', 'refunded'];

/** `POST /v1/payment/v3/nativePay`. */
export const NativePayReq = z.object({ packageId: z.uuid(), couponCode: CouponCode.optional() });
export type NativePayReq = z.infer<typeof NativePayReq>;

/** An order as its user sees it; `orderAmount` and `createdTime` are the spec §3 outTradeNo-map fields. */
export const PaymentOrder = z.object({
  outTradeNo: z.string(),
  state: OrderState,
  /** Amount to pay, fen, after the coupon. */
  orderAmount: z.number().int(),
  originalFen: z.number().int(),
  packageName: z.string(),
  words: z.number().int(),
  bonusWords: z.number().int(),
  couponCode: z.string().nullable(),
  createdTime: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;

/** The new order and the WeChat Pay `code_url` to render as a QR code. */
export const NativePayRes = PaymentOrder.extend({
  codeUrl: z.string(),
  /** `codeUrl` as a QR code (an SVG document), so the client needs no QR library. */
  qrSvg: z.string(),
});
export type NativePayRes = z.infer<typeof NativePayRes>;

/** `GET /v1/payment/v3/query?outTradeNo=`. */
export const PaymentQueryReq = z.object({ outTradeNo: z.string().trim().min(1).max(32) });
export type PaymentQueryReq = z.infer<typeof PaymentQueryReq>;

/** The order's state now (reconciled with the provider while unpaid). */
export const PaymentQueryRes = PaymentOrder;
export type PaymentQueryRes = z.infer<typeof PaymentQueryRes>;

/** `GET /v1/payment/orders`: the user's orders, newest first. */
export const OrdersListReq = z.object({ page: Page, pageSize: PageSize, state: OrderState.optional() });
export type OrdersListReq = z.infer<typeof OrdersListReq>;

export const OrdersListRes = z.object({ items: z.array(PaymentOrder), total: z.number().int() });
export type OrdersListRes = z.infer<typeof OrdersListRes>;

/** `POST /v1/payment/v3/simulatePay` (PAYMENT_PROVIDER=simulator only): pays the order on the simulator. */
export const SimulatePayReq = z.object({ outTradeNo: z.string().trim().min(1).max(32) });
export type SimulatePayReq = z.infer<typeof SimulatePayReq>;
