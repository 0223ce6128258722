import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import {
  PointsObtainedRes,
  RecentInviteesRes,
  ShareCodeRes,
  SuccessRegisterCountRes,
} from '@inkstone/shared/api/shareCode';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { countInvitees, pointsObtained, recentInvitees, shareCodeOf } from '../../../invitations/dashboard.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 sharing: the signed-in user's invite code and what it brought (issue 20). */
export function registerShareCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.authenticate] };
  const schema = routeSchema('shareCode');
  // Links must open on a phone: PUBLIC_BASE_URL when set (behind a proxy), else the origin asked.
  const originOf = (req: FastifyRequest) => ctx.env.PUBLIC_BASE_URL ?? `${req.protocol}://${req.host}`;

  r.get(
    V1.shareCode.generateShareCode,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(ShareCodeRes) } } },
    async (req) => ok(await shareCodeOf(ctx.db, req.user, originOf(req))),
  );

  r.get(
    V1.shareCode.getSuccessRegisterCount,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(SuccessRegisterCountRes) } } },
    async (req) => ok({ count: await countInvitees(ctx.db, req.user.id) }),
  );

  r.get(
    V1.shareCode.getPointsObtained,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(PointsObtainedRes) } } },
    async (req) => ok({ points: await pointsObtained(ctx.db, req.user.id) }),
  );

  r.get(
    V1.shareCode.recentInvitees,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(RecentInviteesRes) } } },
    async (req) => ok(await recentInvitees(ctx.db, req.user.id)),
  );
}
