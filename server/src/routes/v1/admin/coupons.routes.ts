import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCoupon,
  AdminCouponsQuery,
  AdminCouponsRes,
  AdminIdParams,
  CouponBatchReq,
  CouponBatchRes,
  CouponCreateReq,
  CouponUsageRes,
} from '@inkstone/shared/api/adminEconomy';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { createCoupon, disableCoupon, issueBatch } from '../../../admin/couponsAdmin.js';
import { couponsCsv } from '../../../admin/couponsCsv.js';
import type { AppContext } from '../../../context.js';
import * as couponsRepo from '../../../db/repos/coupons.js';
import { NotFoundError } from '../../../errors.js';
import { presentAdminCoupon } from '../../../presenters/adminEconomy.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** Most rows one CSV export holds (a batch is at most 1,000). */
const EXPORT_LIMIT = 10_000;

/** /v1/admin/coupons: create, batch issue, export, disable, usage (issue 20); changes are audited. */
export function registerAdminCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('access', 'admin')] };
  const schema = routeSchema('admin');

  r.get(
    V1.admin.coupons,
    {
      ...common,
      schema: { ...schema, querystring: AdminCouponsQuery, response: { 200: envelopeOf(AdminCouponsRes) } },
    },
    async (req) => {
      const { page, pageSize, ...filter } = req.query;
      const { rows, total } = await couponsRepo.listPage(ctx.db, filter, (page - 1) * pageSize, pageSize);
      return ok({ items: rows.map(presentAdminCoupon), total });
    },
  );

  r.post(
    V1.admin.coupons,
    { ...common, schema: { ...schema, body: CouponCreateReq, response: { 200: envelopeOf(AdminCoupon) } } },
    async (req) => ok(presentAdminCoupon(await createCoupon(ctx, req.user.id, req.body))),
  );

  r.post(
    V1.admin.couponsBatch,
    { ...common, schema: { ...schema, body: CouponBatchReq, response: { 200: envelopeOf(CouponBatchRes) } } },
    async (req) => {
      const { batchId, rows } = await issueBatch(ctx, req.user.id, req.body);
      return ok({ batchId, items: rows.map(presentAdminCoupon) });
    },
  );

  r.get(
    V1.admin.couponsExport,
    {
      ...common,
      schema: {
        ...schema,
        querystring: AdminCouponsQuery.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { rows } = await couponsRepo.listPage(ctx.db, req.query, 0, EXPORT_LIMIT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="coupons.csv"')
        .send(couponsCsv(rows.map(presentAdminCoupon)));
    },
  );

  r.post(
    V1.admin.couponDisable,
    { ...common, schema: { ...schema, params: AdminIdParams, response: { 200: envelopeOf(AdminCoupon) } } },
    async (req) => ok(presentAdminCoupon(await disableCoupon(ctx, req.user.id, req.params.id))),
  );

  r.get(
    V1.admin.couponUsage,
    { ...common, schema: { ...schema, params: AdminIdParams, response: { 200: envelopeOf(CouponUsageRes) } } },
    async (req) => {
      const coupon = await couponsRepo.findById(ctx.db, req.params.id);
      if (!coupon) throw NotFoundError('Coupon');
      const { rows } = await couponsRepo.listPage(ctx.db, { code: coupon.code }, 0, 1);
      const redemptions = await couponsRepo.listRedemptions(ctx.db, coupon.id);
      return ok({
        coupon: presentAdminCoupon(rows[0] ?? coupon),
        redemptions: redemptions.map((x) => ({
          userId: x.userId,
          outTradeNo: x.outTradeNo,
          state: x.state,
          createdAt: x.createdAt.toISOString(),
        })),
      });
    },
  );
}
