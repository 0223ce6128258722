import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { envelopeOf } from '@inkstone/shared/envelope';
import {
  NativePayReq,
  NativePayRes,
  OrdersListReq,
  OrdersListRes,
  PaymentQueryReq,
  PaymentQueryRes,
  PointListAllRes,
  SimulatePayReq,
} from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import * as packagesRepo from '../../../db/repos/topUpPackages.js';
import { NotFoundError } from '../../../errors.js';
import { createOrder, gatewayOf } from '../../../payment/createOrder.js';
import { listOrders, OrderNotFoundError, queryOrder } from '../../../payment/orderQueries.js';
import * as ordersRepo from '../../../db/repos/paymentOrders.js';
import { presentPaymentOrder, presentTopUpPackage } from '../../../presenters/paymentOrder.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 payment: packages, WeChat Pay Native orders and their state (issue 20). */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.authenticate] };
  const schema = routeSchema('payment');

  r.get(
    V1.payment.getPointListAll,
    { schema: { ...routeSchema('payment', { isPublic: true }), response: { 200: envelopeOf(PointListAllRes) } } },
    async () =>
      ok({
        items: (await packagesRepo.listOnSale(ctx.db)).map(presentTopUpPackage),
        // What the server pays through, as the simulatePay route decides it: the gateway in use.
        provider: !ctx.payments ? 'none' : ctx.payments.simulatePay ? 'simulator' : 'wechatpay',
      }),
  );

  r.post(
    V1.payment.nativePay,
    { ...common, schema: { ...schema, body: NativePayReq, response: { 200: envelopeOf(NativePayRes) } } },
    async (req) => {
      const { order, codeUrl } = await createOrder(ctx, { userId: req.user.id, ...req.body });
      const qrSvg = await QRCode.toString(codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return ok({ ...presentPaymentOrder(order), codeUrl, qrSvg });
    },
  );

  r.get(
    V1.payment.query,
    { ...common, schema: { ...schema, querystring: PaymentQueryReq, response: { 200: envelopeOf(PaymentQueryRes) } } },
    async (req) =>
      ok(
        await queryOrder(ctx, req.user.id, req.query.outTradeNo, (err) =>
          req.log.warn({ err }, 'payment query could not reach the provider'),
        ),
      ),
  );

  r.get(
    V1.payment.orders,
    { ...common, schema: { ...schema, querystring: OrdersListReq, response: { 200: envelopeOf(OrdersListRes) } } },
    async (req) => ok(await listOrders(ctx, req.user.id, req.query)),
  );

  r.post(
    V1.payment.simulatePay,
    {
      ...common,
      schema: {
        ...routeSchema('payment', { description: 'PAYMENT_PROVIDER=simulator only: pays the order on the simulator.' }),
        body: SimulatePayReq,
        response: { 200: envelopeOf(PaymentQueryRes) },
      },
    },
    async (req) => {
      // Never there with real WeChat Pay: the simulator's payer is anyone who asks.
      const gateway = gatewayOf(ctx);
      if (!gateway.simulatePay) throw NotFoundError('Simulator', 'The payment simulator is not enabled.');
      const order = await ordersRepo.findOwned(ctx.db, req.user.id, req.body.outTradeNo);
      if (!order) throw OrderNotFoundError();
      await gateway.simulatePay(order.outTradeNo);
      return ok(await queryOrder(ctx, req.user.id, order.outTradeNo, (err) => req.log.warn({ err }, 'query failed')));
    },
  );
}
