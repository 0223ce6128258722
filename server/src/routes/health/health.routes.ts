import type { FastifyInstance } from 'fastify';
import { HealthPaths } from '@inkstone/shared/paths';
import type { AppContext } from '../../context.js';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(HealthPaths.live, { schema: { hide: true }, logLevel: 'warn' }, () => ({ status: 'ok' }));
  app.get(HealthPaths.ready, { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    if (ctx.shutdownSignal.aborted) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await ctx.database.ping();
      return { status: 'ok', database: ctx.database.kind };
    } catch (err) {
      req.log.error({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'database_unreachable' });
    }
  });
}
