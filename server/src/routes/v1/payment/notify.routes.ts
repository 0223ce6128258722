import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import {
  notificationFailure,
  NOTIFICATION_ACCEPTED,
  type NotificationReply,
} from '../../../payment/wechatpay/notification.js';
import { payOrder } from '../../../payment/settleOrder.js';

/** The notification's exact bytes as text; a class instance, so the input cleaner leaves it alone. */
class RawNotification {
  constructor(readonly text: string) {}
}

const send = (reply: FastifyReply, answer: NotificationReply) =>
  reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body || undefined);

/**
 * WeChat Pay's payment notification (notify_url). The signature covers the raw body, so this scope
 * reads it unparsed. It answers the protocol's way, not the envelope: 204 when handled (also for a
 * repeat), `{"code":"FAIL"}` with 4xx for a refused notification and 5xx for our own failures, which
 * WeChat Pay retries. Hidden from the API document: only WeChat Pay calls it.
 */
export async function registerPaymentNotifyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register((scope) => {
    // A repeated Content-Type header arrives joined ("application/json, application/json"), which
    // Fastify refuses before any parser runs; the signature, not the header, decides here.
    scope.addHook('onRequest', (req, _reply, done) => {
      const type = req.headers['content-type'];
      if (type?.includes(',')) req.headers['content-type'] = type.split(',')[0]?.trim();
      done();
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, new RawNotification(body as string));
    });
    scope.post(V1.payment.notify, { schema: { hide: true } }, (req, reply) => handleNotification(ctx, req, reply));
    return Promise.resolve();
  });
}

/** Verifies, then pays the order once; a repeat is answered like the first. */
async function handleNotification(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const gateway = ctx.payments;
  if (!gateway) return send(reply, notificationFailure(404, 'payments are not configured'));
  const rawBody = req.body instanceof RawNotification ? req.body.text : '';
  const parsed = gateway.parseNotification({ headers: req.headers, rawBody });
  if (!parsed.ok) {
    req.log.warn({ reason: parsed.reason }, 'payment notification refused');
    return send(reply, parsed.reply);
  }
  const outcome = await payOrder(ctx.db, { ...parsed, now: ctx.clock.now() });
  if (outcome.status === 'unknown_order' || outcome.status === 'amount_mismatch') {
    req.log.error({ outTradeNo: parsed.outTradeNo, outcome: outcome.status }, 'payment notification not credited');
    return send(reply, notificationFailure(400, outcome.status));
  }
  return send(reply, NOTIFICATION_ACCEPTED);
}
