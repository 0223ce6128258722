import type { CouponCheckReq, CouponCheckRes } from '@inkstone/shared/api/coupon';
import type {
  NativePayReq,
  NativePayRes,
  OrdersListReq,
  OrdersListRes,
  PaymentQueryRes,
  PointListAllRes,
} from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, type RequestOptions } from '../../lib/apiClient';

type CallOptions = Pick<RequestOptions, 'notify' | 'signal'>;

/** GET /v1/payment/getPointListAll: the packages on sale, in their order. */
export function fetchPackages(options: CallOptions = {}): Promise<PointListAllRes> {
  return apiGet<PointListAllRes>(V1.payment.getPointListAll, options);
}

/** POST /v1/coupon/check: whether a coupon applies to a package, and the price after it. */
export function checkCoupon(body: CouponCheckReq, options: CallOptions = {}): Promise<CouponCheckRes> {
  return apiPost<CouponCheckRes>(V1.coupon.check, body, options);
}

/** POST /v1/payment/v3/nativePay: a new order and its WeChat Pay QR code. */
export function createNativeOrder(body: NativePayReq, options: CallOptions = {}): Promise<NativePayRes> {
  return apiPost<NativePayRes>(V1.payment.nativePay, body, options);
}

/** GET /v1/payment/v3/query: the order's state now. */
export function queryOrder(outTradeNo: string, options: CallOptions = {}): Promise<PaymentQueryRes> {
  return apiGet<PaymentQueryRes>(V1.payment.query, { ...options, query: { outTradeNo } });
}

/** GET /v1/payment/orders: the user's orders, newest first. */
export function fetchOrders(query: OrdersListReq, options: CallOptions = {}): Promise<OrdersListRes> {
  return apiGet<OrdersListRes>(V1.payment.orders, { ...options, query });
}

/** POST /v1/payment/v3/simulatePay (PAYMENT_PROVIDER=simulator only): pays the order on the simulator. */
export function simulatePay(outTradeNo: string, options: CallOptions = {}): Promise<PaymentQueryRes> {
  return apiPost<PaymentQueryRes>(V1.payment.simulatePay, { outTradeNo }, options);
}
