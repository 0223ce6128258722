import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import { CouponCheckReq, CouponCheckRes } from '@inkstone/shared/api/coupon';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { checkCoupon } from '../../../payment/couponCheck.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 `POST /v1/coupon/check`: whether a coupon applies to a package for this user (issue 20). */
export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    V1.coupon.check,
    {
      onRequest: [app.authenticate],
      schema: { ...routeSchema('coupon'), body: CouponCheckReq, response: { 200: envelopeOf(CouponCheckRes) } },
    },
    async (req) => ok(await checkCoupon(ctx.db, { ...req.body, userId: req.user.id, now: ctx.clock.now() })),
  );
}
