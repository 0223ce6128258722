import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { pruneMonitoring } from '../monitoring/prune.js';

/** How often error data and page views past MONITOR_RETENTION_DAYS are dropped. */
export const MONITOR_PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Prunes once now and then every hour; safe on several workers at once (plain deletes by age).
 * Stops with ctx.shutdownSignal; the timer is also returned for close().
 */
export function startMonitorPrune(ctx: AppContext, log?: Pick<Logger, 'error'>): ReturnType<typeof setInterval> {
  const prune = () => void pruneMonitoring(ctx).catch((err: unknown) => log?.error({ err }, 'monitoring prune failed'));
  prune();
  const timer = setInterval(prune, MONITOR_PRUNE_INTERVAL_MS);
  timer.unref();
  ctx.shutdownSignal.addEventListener('abort', () => clearInterval(timer), { once: true });
  return timer;
}
