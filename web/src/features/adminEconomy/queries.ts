import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponsQuery, AdminOrdersQuery, PackageUpsertReq } from '@inkstone/shared/api/adminEconomy';
import {
  adjustUserBalance,
  createCoupon,
  disableCoupon,
  fetchAdminCoupons,
  fetchAdminOrders,
  fetchAdminPackages,
  fetchAuditLog,
  fetchCouponUsage,
  fetchUserLedger,
  lookUpUser,
  issueCouponBatch,
  reconcileOrder,
  refundOrder,
  reorderPackages,
  retirePackage,
  savePackage,
} from './api';
import { downloadCouponsCsv } from './couponsExport';

interface PageQuery {
  page: number;
  pageSize: number;
}

/** Query keys of the admin economy pages. */
export const adminEconomyKeys = {
  all: ['adminEconomy'] as const,
  packages: () => [...adminEconomyKeys.all, 'packages'] as const,
  coupons: (query?: AdminCouponsQuery) => [...adminEconomyKeys.all, 'coupons', ...(query ? [query] : [])] as const,
  couponUsage: (id: string) => [...adminEconomyKeys.all, 'couponUsage', id] as const,
  orders: (query?: AdminOrdersQuery) => [...adminEconomyKeys.all, 'orders', ...(query ? [query] : [])] as const,
  user: (account: string) => [...adminEconomyKeys.all, 'user', account] as const,
  ledger: (userId?: string, query?: PageQuery) =>
    [...adminEconomyKeys.all, 'ledger', ...(userId ? [userId] : []), ...(query ? [query] : [])] as const,
  audit: (query?: PageQuery) => [...adminEconomyKeys.all, 'audit', ...(query ? [query] : [])] as const,
};

/** Every package, in their order. */
export function useAdminPackages(isEnabled: boolean) {
  return useQuery({
    queryKey: adminEconomyKeys.packages(),
    queryFn: ({ signal }) => fetchAdminPackages(signal),
    enabled: isEnabled,
  });
}

/** Creates a package, or edits one when `id` is given. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: PackageUpsertReq; id?: string }) => savePackage(body, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.packages() }),
  });
}

/** Takes a package off sale. */
export function useRetirePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retirePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.packages() }),
  });
}

/** Saves a new order of the packages on sale. */
export function useReorderPackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPackages,
    onSuccess: (data) => queryClient.setQueryData(adminEconomyKeys.packages(), data),
  });
}

/** One page of coupons. */
export function useAdminCoupons(query: AdminCouponsQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: adminEconomyKeys.coupons(query),
    queryFn: ({ signal }) => fetchAdminCoupons(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Creates one coupon. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.coupons() }),
  });
}

/** Issues a batch of coupons. */
export function useIssueCouponBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCouponBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.coupons() }),
  });
}

/** Disables a coupon. */
export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.coupons() }),
  });
}

/** Who reserved or used a coupon; only while `id` is set. */
export function useCouponUsage(id: string | null) {
  return useQuery({
    queryKey: adminEconomyKeys.couponUsage(id ?? ''),
    queryFn: ({ signal }) => fetchCouponUsage(id ?? '', signal),
    enabled: id !== null,
  });
}

/** One page of orders matching the search. */
export function useAdminOrders(query: AdminOrdersQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: adminEconomyKeys.orders(query),
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Asks the provider about one order now; the orders list is refreshed after. */
export function useReconcileOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.orders() }),
  });
}

/** Refunds a paid order; the orders and any open ledger are refreshed after (words were taken back). */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminEconomyKeys.orders() });
      await queryClient.invalidateQueries({ queryKey: adminEconomyKeys.ledger() });
    },
  });
}

/** The account an administrator named (id, email or phone); idle until one is named. */
export function useUserLookup(account: string | null) {
  return useQuery({
    queryKey: adminEconomyKeys.user(account ?? ''),
    queryFn: ({ signal }) => lookUpUser(account ?? '', signal),
    enabled: account !== null,
  });
}

/** A user's balance and one page of their ledger; only once a user id is chosen. */
export function useUserLedger(userId: string | null, query: PageQuery) {
  return useQuery({
    queryKey: adminEconomyKeys.ledger(userId ?? '', query),
    queryFn: ({ signal }) => fetchUserLedger({ userId: userId ?? '', ...query }, signal),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
}

/** Adds or takes words from a user. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustUserBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEconomyKeys.ledger() }),
  });
}

/** One page of the audit log. */
export function useAuditLog(query: PageQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: adminEconomyKeys.audit(query),
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Downloads the coupons (all, or one batch) as a CSV file. */
export function useExportCoupons() {
  return useMutation({ mutationFn: downloadCouponsCsv });
}
