import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { V1 } from '@inkstone/shared/paths';
import type { PaymentGateway } from '../payment/gateway.js';
import { wechatPayGateway } from '../payment/wechatPayGateway.js';
import type { WechatPayConfig } from '../payment/wechatpay/config.js';
import { generateRsaKeyPairPem, randomSerial } from '../payment/wechatpay/simulator/platformSigning.js';
import { startWechatPaySimulator, type WechatPaySimulator } from '../payment/wechatpay/simulator/wechatPaySimulator.js';
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
  const merchant = generateRsaKeyPairPem();
  const merchantSerial = randomSerial();
  const mchid = '1900000001';
  const apiV3Key = randomBytes(24).toString('base64');
  const simulator = await startWechatPaySimulator({
    merchantPublicKeyPem: merchant.publicKeyPem,
    merchantSerial,
    mchid,
    apiV3Key,
    clock: t.clock,
  });
  const config: WechatPayConfig = {
    baseUrl: simulator.url,
    mchid,
    appid: 'wx0000000000000001',
    merchantSerial,
    merchantPrivateKeyPem: merchant.privateKeyPem,
    apiV3Key,
    platformPublicKeys: [simulator.platformKey],
    notifyUrl,
  };
  const gateway = wechatPayGateway(config, { clock: t.clock, simulator });
  t.ctx.payments = gateway;
  return { simulator, config, gateway, notifyUrl };
}
