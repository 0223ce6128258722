import type { AddressInfo } from 'node:net';
import { V1 } from '@inkstone/shared/paths';
import type { PaymentGateway } from '../payment/gateway.js';
import { wechatPayGateway } from '../payment/wechatPayGateway.js';
import type { WechatPayConfig } from '../payment/wechatpay/config.js';
import { startDevWechatPaySimulator } from '../payment/wechatpay/simulator/devWechatPaySimulator.js';
import type { WechatPaySimulator } from '../payment/wechatpay/simulator/wechatPaySimulator.js';
import type { TestApp } from './testApp.js';

/** A test app wired to a local WeChat Pay simulator on real sockets, both on the test clock. */
export interface PaymentKit {
  simulator: WechatPaySimulator;
  config: WechatPayConfig;
  gateway: PaymentGateway;
  notifyUrl: string;
}

/**
 * Makes the app listen on 127.0.0.1 (the simulator's notifications arrive over HTTP, as WeChat
 * Pay's do), starts a simulator with throwaway merchant and platform keys, and installs the gateway
 * over it as `t.ctx.payments`. The app's close() closes the listener; call `kit.simulator.close()`.
 */
export async function withPaymentSimulator(t: TestApp): Promise<PaymentKit> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const notifyUrl = `http://127.0.0.1:${port}${V1.payment.notify}`;
  const { simulator, config } = await startDevWechatPaySimulator({ notifyUrl, clock: t.clock });
  const gateway = wechatPayGateway(config, { clock: t.clock, simulator });
  t.ctx.payments = gateway;
  return { simulator, config, gateway, notifyUrl };
}
