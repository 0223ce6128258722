import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUsageRes } from '@inkstone/shared/api/adminUsage';
import { UsagePeriodQuery } from '@inkstone/shared/api/profile';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { usageOverview } from '../../../admin/usageAdmin.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** /v1/admin/usage: the Usage page's daily series (issue 21), administrators only. */
export function registerAdminUsageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    V1.admin.usage,
    {
      onRequest: [app.requireAbility('access', 'admin')],
      schema: { ...routeSchema('admin'), querystring: UsagePeriodQuery, response: { 200: envelopeOf(AdminUsageRes) } },
    },
    async (req) => ok(await usageOverview(ctx, req.query.days)),
  );
}
