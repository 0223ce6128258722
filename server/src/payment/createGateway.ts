import { V1 } from '@inkstone/shared/paths';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { PaymentGateway } from './gateway.js';
import { wechatPayGateway } from './wechatPayGateway.js';
import { parseWechatPayConfig } from './wechatpay/config.js';
import { startDevWechatPaySimulator } from './wechatpay/simulator/devWechatPaySimulator.js';

/**
 * The gateway PAYMENT_PROVIDER asks for, or undefined for `none`. The simulator notifies this
 * server on 127.0.0.1:PORT, as WeChat Pay would notify WECHATPAY_NOTIFY_URL.
 */
export async function createGatewayFromEnv(env: Env, clock: Clock): Promise<PaymentGateway | undefined> {
  switch (env.PAYMENT_PROVIDER ?? 'none') {
    case 'none':
      return undefined;
    case 'simulator': {
      const notifyUrl = `http://127.0.0.1:${env.PORT}${V1.payment.notify}`;
      const { simulator, config } = await startDevWechatPaySimulator({ notifyUrl });
      return wechatPayGateway(config, { clock, simulator });
    }
    case 'wechatpay':
      return wechatPayGateway(parseWechatPayConfig(env as unknown as Record<string, string | undefined>), { clock });
  }
}
