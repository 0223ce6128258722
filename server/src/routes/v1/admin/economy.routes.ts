import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAdjustReq,
  AdminAdjustRes,
  AdminAuditQuery,
  AdminAuditRes,
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersRes,
  AdminReconcileReq,
  AdminRefundReq,
  AdminUserLedgerReq,
  AdminUserLedgerRes,
} from '@inkstone/shared/api/adminEconomy';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { reconcileNow } from '../../../admin/ordersAdmin.js';
import { refundOrder } from '../../../admin/refundOrder.js';
import { adjustBalance } from '../../../admin/usersEconomy.js';
import { listPointFlow } from '../../../billing/pointFlow.js';
import type { AppContext } from '../../../context.js';
import * as audit from '../../../db/repos/adminAuditLog.js';
import * as balance from '../../../db/repos/balance.js';
import * as ordersRepo from '../../../db/repos/paymentOrders.js';
import * as usersRepo from '../../../db/repos/users.js';
import { NotFoundError } from '../../../errors.js';
import { presentAdminOrder, presentAuditEntry } from '../../../presenters/adminEconomy.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** /v1/admin: orders, users' balances and ledgers, the audit log (issue 20). */
export function registerAdminEconomyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('access', 'admin')] };
  const schema = routeSchema('admin');

  r.get(
    V1.admin.orders,
    { ...common, schema: { ...schema, querystring: AdminOrdersQuery, response: { 200: envelopeOf(AdminOrdersRes) } } },
    async (req) => {
      const { page, pageSize, ...filter } = req.query;
      const { rows, total } = await ordersRepo.listPage(ctx.db, filter, (page - 1) * pageSize, pageSize);
      return ok({ items: rows.map(presentAdminOrder), total });
    },
  );

  r.post(
    V1.admin.ordersReconcile,
    { ...common, schema: { ...schema, body: AdminReconcileReq, response: { 200: envelopeOf(AdminOrder) } } },
    async (req) => {
      await reconcileNow(ctx, req.user.id, req.body.outTradeNo);
      const { rows } = await ordersRepo.listPage(ctx.db, { outTradeNo: req.body.outTradeNo }, 0, 1);
      if (!rows[0]) throw NotFoundError('Order');
      return ok(presentAdminOrder(rows[0]));
    },
  );

  r.post(
    V1.admin.ordersRefund,
    { ...common, schema: { ...schema, body: AdminRefundReq, response: { 200: envelopeOf(AdminOrder) } } },
    async (req) => {
      await refundOrder(ctx, req.user.id, req.body);
      const { rows } = await ordersRepo.listPage(ctx.db, { outTradeNo: req.body.outTradeNo }, 0, 1);
      if (!rows[0]) throw NotFoundError('Order');
      return ok(presentAdminOrder(rows[0]));
    },
  );

  r.post(
    V1.admin.usersLedger,
    { ...common, schema: { ...schema, body: AdminUserLedgerReq, response: { 200: envelopeOf(AdminUserLedgerRes) } } },
    async (req) => {
      const { userId, ...filter } = req.body;
      if (!(await usersRepo.findById(ctx.db, userId))) throw NotFoundError('User');
      const page = await listPointFlow(ctx.db, userId, filter);
      return ok({ wordsLeft: await balance.wordsLeft(ctx.db, userId), ...page });
    },
  );

  r.post(
    V1.admin.usersAdjust,
    { ...common, schema: { ...schema, body: AdminAdjustReq, response: { 200: envelopeOf(AdminAdjustRes) } } },
    async (req) => ok({ wordsLeft: await adjustBalance(ctx, req.user.id, req.body) }),
  );

  r.get(
    V1.admin.auditLog,
    { ...common, schema: { ...schema, querystring: AdminAuditQuery, response: { 200: envelopeOf(AdminAuditRes) } } },
    async (req) => {
      const { page, pageSize } = req.query;
      const { rows, total } = await audit.listPage(ctx.db, (page - 1) * pageSize, pageSize);
      return ok({ items: rows.map(presentAuditEntry), total });
    },
  );
}
