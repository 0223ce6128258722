import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { ResolvedError } from './ingestReport.js';
import { forwardToSentry, sentryTargetOf } from './sentryForwarder.js';
import { createSymbolicator, type Symbolicator } from './symbolicator.js';

/** Where `npm run build -w web` leaves the chunks and their hidden maps. */
const DEFAULT_MAPS_DIR = fileURLToPath(new URL('../../../web/dist/assets', import.meta.url));

/** What the report route keeps for the life of the app: the parsed maps and the Sentry target. */
export interface MonitorServices {
  symbolicator: Symbolicator;
  /** Forwards errors to SENTRY_DSN when set (resolves when every send is done or failed). */
  forward(
    errors: readonly ResolvedError[],
    meta: { release: string; userAgent: string; userId: string | null },
  ): Promise<void>;
  close(): void;
}

export function createMonitorServices(ctx: AppContext, log: Pick<Logger, 'warn'>): MonitorServices {
  const symbolicator = createSymbolicator(ctx.env.SOURCE_MAPS_DIR ?? DEFAULT_MAPS_DIR);
  const target = ctx.env.SENTRY_DSN ? sentryTargetOf(ctx.env.SENTRY_DSN) : undefined;
  return {
    symbolicator,
    async forward(errors, meta) {
      if (!target || errors.length === 0) return;
      await forwardToSentry(target, errors, { ...meta, environment: ctx.env.NODE_ENV, now: ctx.clock.now() }, (err) =>
        log.warn({ err }, 'forwarding an error report to Sentry failed'),
      );
    },
    close: () => symbolicator.close(),
  };
}
