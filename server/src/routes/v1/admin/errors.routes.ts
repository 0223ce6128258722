import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@inkstone/shared/api/adminEconomy';
import {
  AdminErrorGroupRes,
  AdminErrorsQuery,
  AdminErrorsRes,
  ErrorGroupStatusReq,
} from '@inkstone/shared/api/monitor';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { errorGroupDetail, listErrorGroups, setErrorGroupStatus } from '../../../monitoring/errorGroupsAdmin.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** /v1/admin/errors: front-end error groups (issue 21); status changes are audited. */
export function registerAdminErrorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('access', 'admin')] };
  const schema = routeSchema('admin');

  r.get(
    V1.admin.errors,
    { ...common, schema: { ...schema, querystring: AdminErrorsQuery, response: { 200: envelopeOf(AdminErrorsRes) } } },
    async (req) => ok(await listErrorGroups(ctx, req.query)),
  );

  r.get(
    V1.admin.errorGroup,
    {
      ...common,
      schema: { ...schema, params: AdminIdParams, response: { 200: envelopeOf(AdminErrorGroupRes) } },
    },
    async (req) => ok(await errorGroupDetail(ctx, req.params.id)),
  );

  r.post(
    V1.admin.errorGroupStatus,
    {
      ...common,
      schema: { ...schema, params: AdminIdParams, body: ErrorGroupStatusReq, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await setErrorGroupStatus(ctx, req.user.id, req.params.id, req.body.status);
      return ok(null);
    },
  );
}
