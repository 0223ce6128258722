import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { FINAL_ORDER_STATES, type PaymentOrder } from '@inkstone/shared/api/payment';
import { checkCoupon, createNativeOrder, fetchOrders, fetchPackages, queryOrder, simulatePay } from './api';

/** How often the dialog asks for the order's state (issue 20: every 2 s while it is open). */
export const POLL_INTERVAL_MS = 2000;

/** Query keys of the top-up module. */
export const topUpKeys = {
  all: ['topUp'] as const,
  packages: () => [...topUpKeys.all, 'packages'] as const,
  coupon: (packageId: string, code: string) => [...topUpKeys.all, 'coupon', packageId, code] as const,
  order: (outTradeNo: string) => [...topUpKeys.all, 'order', outTradeNo] as const,
  orders: (page: number, pageSize: number) => [...topUpKeys.all, 'orders', page, pageSize] as const,
};

/** The packages on sale. */
export function usePackages(enabled: boolean) {
  return useQuery({
    queryKey: topUpKeys.packages(),
    queryFn: ({ signal }) => fetchPackages({ signal, notify: false }),
    enabled,
    staleTime: 60_000,
  });
}

/** The coupon check for a (debounced) code on a package; idle while either is empty. */
export function useCouponCheck(packageId: string | undefined, code: string) {
  return useQuery({
    queryKey: topUpKeys.coupon(packageId ?? '', code),
    queryFn: ({ signal }) => checkCoupon({ code, packageId: packageId ?? '' }, { signal, notify: false }),
    enabled: Boolean(packageId) && code.length > 0,
    staleTime: 30_000,
  });
}

/** Creates an order; refusals (a coupon gone meanwhile) are shown in the dialog. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (p: { packageId: string; couponCode?: string }) => createNativeOrder(p, { notify: false }),
  });
}

/** Pays an order on the simulator (development only). */
export function useSimulatePay() {
  return useMutation({ mutationFn: (outTradeNo: string) => simulatePay(outTradeNo) });
}

/** Whether an order has reached a state it never leaves. */
export const isFinalOrder = (order: PaymentOrder | undefined) =>
  order !== undefined && FINAL_ORDER_STATES.includes(order.state);

/** The order's state, asked every 2 s while `enabled` until it is paid, closed, expired or refunded. */
export function useOrderStatus(outTradeNo: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: topUpKeys.order(outTradeNo ?? ''),
    queryFn: ({ signal }) => queryOrder(outTradeNo ?? '', { signal, notify: false }),
    enabled: enabled && Boolean(outTradeNo),
    refetchInterval: (query) => (isFinalOrder(query.state.data) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The user's orders, newest first. `page` is 0-based as the table counts. */
export function useOrders(page: number, pageSize: number) {
  return useQuery({
    queryKey: topUpKeys.orders(page, pageSize),
    queryFn: ({ signal }) => fetchOrders({ page: page + 1, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the server pays through the local simulator (then the dialog offers "Simulate payment"). */
export function useSimulatorAvailable(enabled: boolean): boolean {
  return usePackages(enabled).data?.provider === 'simulator';
}
