import type { NativePayRes, PaymentOrder } from '@inkstone/shared/api/payment';
import { userStore } from '../../lib/userStore';
import type { PendingOrder } from '../../lib/userState';

/** How long an order can be paid (issue 20: a 30-minute expiry), for stored orders without `expiresAt`. */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;

/**
 * An order being paid, as the dialog shows it. `qrSvg` is what nativePay answered; an order reopened
 * on another device (from the orders page) has none.
 */
export interface ActiveOrder {
  outTradeNo: string;
  orderAmount: number;
  createdTime: string;
  expiresAt: string;
  packageName: string;
  words: number;
  bonusWords: number;
  qrSvg?: string;
}

/**
 * An entry of the spec §3 outTradeNo map (id → outTradeNo, orderAmount, createdTime), keyed by the
 * package id, with what the dialog needs to show the order again after a reload.
 */
type StoredOrder = PendingOrder & Partial<Omit<ActiveOrder, keyof PendingOrder>>;

/** The dialog's view of a new order. */
export function activeOrderOf(order: NativePayRes | PaymentOrder): ActiveOrder {
  return {
    outTradeNo: order.outTradeNo,
    orderAmount: order.orderAmount,
    createdTime: order.createdTime,
    expiresAt: order.expiresAt,
    packageName: order.packageName,
    words: order.words,
    bonusWords: order.bonusWords,
    qrSvg: 'qrSvg' in order ? order.qrSvg : undefined,
  };
}

function expiryOf(order: StoredOrder): number {
  const expires = order.expiresAt ? Date.parse(order.expiresAt) : NaN;
  return Number.isFinite(expires) ? expires : Date.parse(order.createdTime) + ORDER_LIFETIME_MS;
}

function toActive(order: StoredOrder): ActiveOrder {
  return {
    outTradeNo: order.outTradeNo,
    orderAmount: order.orderAmount,
    createdTime: order.createdTime,
    expiresAt: new Date(expiryOf(order)).toISOString(),
    packageName: typeof order.packageName === 'string' ? order.packageName : '',
    words: typeof order.words === 'number' ? order.words : 0,
    bonusWords: typeof order.bonusWords === 'number' ? order.bonusWords : 0,
    qrSvg: typeof order.qrSvg === 'string' ? order.qrSvg : undefined,
  };
}

/** Remembers a new pending order under its package id (replacing an older one of that package). */
export function rememberOrder(packageId: string, order: ActiveOrder): void {
  const stored: StoredOrder = { ...order };
  userStore.update((state) => ({ ...state, outTradeNo: { ...state.outTradeNo, [packageId]: stored } }));
}

/** Forgets an order once it is paid, closed or expired. */
export function forgetOrder(outTradeNo: string): void {
  const entries = Object.entries(userStore.get().outTradeNo);
  if (!entries.some(([, order]) => order.outTradeNo === outTradeNo)) return;
  userStore.update((state) => ({
    ...state,
    outTradeNo: Object.fromEntries(entries.filter(([, order]) => order.outTradeNo !== outTradeNo)),
  }));
}

/** The stored pending orders not yet expired, newest first; expired ones are dropped from the map. */
export function pendingOrders(now = Date.now()): ActiveOrder[] {
  const entries = Object.entries(userStore.get().outTradeNo) as [string, StoredOrder][];
  const live = entries.filter(([, order]) => expiryOf(order) > now);
  if (live.length !== entries.length) userStore.update((state) => ({ ...state, outTradeNo: Object.fromEntries(live) }));
  return live.map(([, order]) => toActive(order)).sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
}

/** The stored order with this number, if this device made it. */
export function storedOrder(outTradeNo: string): ActiveOrder | undefined {
  return pendingOrders().find((order) => order.outTradeNo === outTradeNo);
}
