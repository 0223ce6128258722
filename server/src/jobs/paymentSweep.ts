import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { sweepPendingOrders } from '../payment/reconcile.js';

/** How often pending top-up orders are reconciled with WeChat Pay (a lost notification waits at most this). */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts the periodic reconciliation of pending orders (payment/reconcile.ts); nothing without a
 * payment gateway. Stops with ctx.shutdownSignal; the timer is also returned for close().
 */
export function startPaymentSweep(
  ctx: AppContext,
  log?: Pick<Logger, 'error' | 'info'>,
): ReturnType<typeof setInterval> | undefined {
  if (!ctx.payments) return undefined;
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return; // a slow WeChat Pay must not pile sweeps up
    isRunning = true;
    sweepPendingOrders(ctx, (err, outTradeNo) => log?.error({ err, outTradeNo }, 'payment reconciliation failed'))
      .then((changed) => changed > 0 && log?.info({ changed }, 'pending payment orders reconciled'))
      .catch((err: unknown) => log?.error({ err }, 'payment sweep failed'))
      .finally(() => {
        isRunning = false;
      });
  }, PAYMENT_SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.shutdownSignal.addEventListener('abort', () => clearInterval(timer), { once: true });
  return timer;
}
