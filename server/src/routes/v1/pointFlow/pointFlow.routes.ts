import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import { PointFlowListReq, PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import { listPointFlow } from '../../../billing/pointFlow.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 points: the signed-in user's ledger (issue 20). */
export function registerPointFlowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    V1.pointFlow.list,
    {
      onRequest: [app.authenticate],
      schema: { ...routeSchema('pointFlow'), body: PointFlowListReq, response: { 200: envelopeOf(PointFlowListRes) } },
    },
    async (req) => ok(await listPointFlow(ctx.db, req.user.id, req.body)),
  );
}
