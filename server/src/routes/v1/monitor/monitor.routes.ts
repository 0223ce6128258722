import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import {
  MONITOR_REPORT_MAX_BYTES,
  MonitorConfigRes,
  MonitorReportReq,
  MonitorReportRes,
} from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../errors.js';
import { ingestReport } from '../../../monitoring/ingestReport.js';
import { createMonitorServices } from '../../../monitoring/monitorServices.js';
import { admitReport } from '../../../monitoring/reportThrottle.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * The session's user when the request carries a valid one; a report from an expired session is
 * still taken, as signed out (it may be the very page that says the session ended).
 */
async function optionalUserId(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  if (!req.headers.authorization) return null;
  try {
    await app.authenticate(req);
    return req.user.id;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401) return null;
    throw err;
  }
}

/** spec §9 monitoring and analytics: browsers report errors and page views, signed in or out. */
export function registerMonitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = routeSchema('monitor', { isPublic: true });
  const services = createMonitorServices(ctx, app.log);
  app.addHook('onClose', () => services.close());
  const senders = new WeakMap<FastifyRequest, string | null>();

  r.get(V1.monitor.config, { schema: { ...schema, response: { 200: envelopeOf(MonitorConfigRes) } } }, () =>
    ok({ monitoring: ctx.env.MONITORING_ENABLED, analytics: ctx.env.ANALYTICS_ENABLED }),
  );

  r.post(
    V1.monitor.report,
    {
      bodyLimit: MONITOR_REPORT_MAX_BYTES,
      // Rate limit before the body is read: per address, and per user when signed in.
      onRequest: async (req) => {
        const userId = await optionalUserId(app, req);
        senders.set(req, userId);
        await admitReport(ctx, req.ip, userId ?? undefined);
      },
      schema: { ...schema, body: MonitorReportReq, response: { 200: envelopeOf(MonitorReportRes) } },
    },
    async (req) => {
      const userId = senders.get(req) ?? null;
      const { kept, errors } = await ingestReport(ctx, services.symbolicator, req.body, { userId });
      void services.forward(errors, { release: req.body.release, userAgent: req.body.userAgent, userId });
      return ok(kept);
    },
  );
}
