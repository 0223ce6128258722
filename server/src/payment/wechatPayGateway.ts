import type { Clock } from '../lib/clock.js';
import type { PaymentGateway } from './gateway.js';
import { WechatPayClient } from './wechatpay/client.js';
import type { WechatPayConfig } from './wechatpay/config.js';
import { parseNotification, replyToRefusal } from './wechatpay/notification.js';
import { WechatPayError } from './wechatpay/wechatPayError.js';
import type { WechatPaySimulator } from './wechatpay/simulator/wechatPaySimulator.js';

/**
 * The gateway over the WeChat Pay v3 client. With `simulator` (development, tests) the same client
 * talks to the local simulator, and the payer's side of it is offered as `simulatePay`.
 */
export function wechatPayGateway(
  config: WechatPayConfig,
  opts: { clock: Clock; simulator?: WechatPaySimulator },
): PaymentGateway {
  const client = new WechatPayClient(config, { clock: opts.clock });
  const keys = () => ({ platformKeys: config.platformPublicKeys, apiV3Key: config.apiV3Key, now: opts.clock.now() });
  const simulator = opts.simulator;
  return {
    createNativeOrder: (order) => client.createNativeOrder(order),
    async queryOrder(outTradeNo) {
      const tx = await client.queryOrder(outTradeNo);
      return { tradeState: tx.trade_state, transactionId: tx.transaction_id, amountFen: tx.amount?.total };
    },
    closeOrder: (outTradeNo) => client.closeOrder(outTradeNo),
    async refund(refund) {
      const { amountFen, ...rest } = refund;
      return (await client.refunds.create({ ...rest, refundFen: amountFen, totalFen: amountFen })).status;
    },
    async queryRefund(outRefundNo) {
      try {
        return (await client.refunds.query(outRefundNo)).status;
      } catch (err) {
        // Only WeChat Pay itself (a signed answer) can say there is no such refund.
        if (err instanceof WechatPayError && err.isVerified && err.code === 'RESOURCE_NOT_EXISTS') return undefined;
        throw err;
      }
    },
    parseNotification(incoming) {
      const parsed = parseNotification(incoming, keys());
      if (!parsed.ok) return { ok: false, reason: parsed.reason, reply: replyToRefusal(parsed) };
      const tx = parsed.transaction;
      // A notification for another merchant is not ours to credit, however well signed.
      if (tx.mchid !== config.mchid) {
        const refusal = { ok: false as const, reason: 'invalid_transaction' as const, detail: 'another merchant' };
        return { ok: false, reason: 'foreign_merchant', reply: replyToRefusal(refusal) };
      }
      return { ok: true, outTradeNo: tx.out_trade_no, transactionId: tx.transaction_id, amountFen: tx.amount.total };
    },
    ...(simulator
      ? {
          async simulatePay(outTradeNo: string) {
            // Paid on the simulator before it notifies; a notification that cannot be delivered (no
            // server on PORT) is a lost notification, which the caller's query makes good.
            await simulator.pay(outTradeNo).catch(() => undefined);
          },
        }
      : {}),
    close: async () => {
      await simulator?.close();
    },
  };
}
