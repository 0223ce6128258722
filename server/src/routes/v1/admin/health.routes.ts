import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminHealthRes } from '@inkstone/shared/api/adminHealth';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { createOperatorHealth } from '../../../admin/operatorHealth.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * /v1/admin/health: the operator health page's detail, administrators only. `/readyz` stays the
 * fast, unauthenticated answer for proxies and supervisors; this one probes storage and the model.
 */
export function registerAdminHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const health = createOperatorHealth(ctx);
  r.get(
    V1.admin.health,
    {
      onRequest: [app.requireAbility('access', 'admin')],
      schema: { ...routeSchema('admin'), response: { 200: envelopeOf(AdminHealthRes) } },
    },
    async (_req, reply) => {
      // Always the state of now: no cache between the page and this server.
      void reply.header('cache-control', 'no-store');
      return ok(await health());
    },
  );
}
