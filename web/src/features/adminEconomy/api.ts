import type {
  AdminAdjustReq,
  AdminAdjustRes,
  AdminAuditRes,
  AdminCoupon,
  AdminCouponsQuery,
  AdminCouponsRes,
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersRes,
  AdminPackage,
  AdminPackagesRes,
  AdminRefundReq,
  AdminUserLedgerRes,
  CouponBatchReq,
  CouponBatchRes,
  CouponCreateReq,
  CouponUsageRes,
  PackageUpsertReq,
} from '@inkstone/shared/api/adminEconomy';
import type { AdminUserItem } from '@inkstone/shared/api/admin';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, apiRequest } from '../../lib/apiClient';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Drops the filters left empty, so the query string carries only what was asked. */
function queryOf(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** GET /v1/admin/packages: every package, retired ones included. */
export function fetchAdminPackages(signal?: AbortSignal): Promise<AdminPackagesRes> {
  return apiGet<AdminPackagesRes>(V1.admin.packages, { signal });
}

/** POST /v1/admin/packages, or PUT /v1/admin/packages/:id when `id` is given. */
export function savePackage(body: PackageUpsertReq, id?: string): Promise<AdminPackage> {
  if (!id) return apiPost<AdminPackage>(V1.admin.packages, body, { notify: false });
  return apiRequest<AdminPackage>(withId(V1.admin.package, id), { method: 'PUT', body, notify: false });
}

/** POST /v1/admin/packages/:id/retire: takes a package off sale. */
export function retirePackage(id: string): Promise<AdminPackage> {
  return apiPost<AdminPackage>(withId(V1.admin.packageRetire, id));
}

/** POST /v1/admin/packages/reorder: the ids on sale in their new order. */
export function reorderPackages(ids: string[]): Promise<AdminPackagesRes> {
  return apiPost<AdminPackagesRes>(V1.admin.packagesReorder, { ids });
}

/** GET /v1/admin/coupons. */
export function fetchAdminCoupons(query: AdminCouponsQuery, signal?: AbortSignal): Promise<AdminCouponsRes> {
  return apiGet<AdminCouponsRes>(V1.admin.coupons, { query: queryOf(query), signal });
}

/** POST /v1/admin/coupons: one coupon with a chosen code. */
export function createCoupon(body: CouponCreateReq): Promise<AdminCoupon> {
  return apiPost<AdminCoupon>(V1.admin.coupons, body, { notify: false });
}

/** POST /v1/admin/coupons/batch: `count` coupons with random codes. */
export function issueCouponBatch(body: CouponBatchReq): Promise<CouponBatchRes> {
  return apiPost<CouponBatchRes>(V1.admin.couponsBatch, body, { notify: false });
}

/** POST /v1/admin/coupons/:id/disable. */
export function disableCoupon(id: string): Promise<AdminCoupon> {
  return apiPost<AdminCoupon>(withId(V1.admin.couponDisable, id));
}

/** GET /v1/admin/coupons/:id/usage. */
export function fetchCouponUsage(id: string, signal?: AbortSignal): Promise<CouponUsageRes> {
  return apiGet<CouponUsageRes>(withId(V1.admin.couponUsage, id), { signal });
}

/** GET /v1/admin/orders: search by user, outTradeNo and state. */
export function fetchAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrdersRes> {
  return apiGet<AdminOrdersRes>(V1.admin.orders, { query: queryOf(query), signal });
}

/** POST /v1/admin/orders/reconcile: asks the payment provider about the order now. */
export function reconcileOrder(outTradeNo: string): Promise<AdminOrder> {
  return apiPost<AdminOrder>(V1.admin.ordersReconcile, { outTradeNo }, { notify: false });
}

/** POST /v1/admin/orders/refund: refunds a paid order in full; refusals are shown in the dialog. */
export function refundOrder(body: AdminRefundReq): Promise<AdminOrder> {
  return apiPost<AdminOrder>(V1.admin.ordersRefund, body, { notify: false });
}

/** GET /v1/admin/users/lookup: one account by its id, email or phone. */
export function lookUpUser(account: string, signal?: AbortSignal): Promise<AdminUserItem> {
  return apiGet<AdminUserItem>(V1.admin.usersLookup, { query: { account }, signal, notify: false });
}

/** POST /v1/admin/users/ledger: one user's balance and ledger page. */
export function fetchUserLedger(
  query: { userId: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUserLedgerRes> {
  return apiPost<AdminUserLedgerRes>(V1.admin.usersLedger, query, { signal, notify: false });
}

/** POST /v1/admin/users/adjust: adds or takes words, with a note. */
export function adjustUserBalance(body: AdminAdjustReq): Promise<AdminAdjustRes> {
  return apiPost<AdminAdjustRes>(V1.admin.usersAdjust, body, { notify: false });
}

/** GET /v1/admin/auditLog: newest first. */
export function fetchAuditLog(query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<AdminAuditRes> {
  return apiGet<AdminAuditRes>(V1.admin.auditLog, { query, signal });
}
