import { randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../config.js';
import { generateRsaKeyPairPem, randomSerial } from './platformSigning.js';
import { startWechatPaySimulator, type WechatPaySimulator } from './wechatPaySimulator.js';

/**
 * For development with PAYMENT_PROVIDER=simulator (and the payment tests): a simulator under freshly generated merchant
 * and platform keys, and the WechatPayConfig that talks to it. Nothing here is a real credential;
 * the keys live only as long as the process. `notifyUrl` may be plain http (it is this machine).
 */
export async function startDevWechatPaySimulator(options: {
  notifyUrl: string;
  port?: number;
  /** The simulator's clock (tests move it to expire orders); the system clock otherwise. */
  clock?: Parameters<typeof startWechatPaySimulator>[0]['clock'];
}): Promise<{ simulator: WechatPaySimulator; config: WechatPayConfig }> {
  const merchant = generateRsaKeyPairPem();
  const merchantSerial = randomSerial();
  const mchid = '1900000001';
  // 32 printable bytes, as a real APIv3 key is.
  const apiV3Key = randomBytes(24).toString('base64');
  const simulator = await startWechatPaySimulator({
    merchantPublicKeyPem: merchant.publicKeyPem,
    merchantSerial,
    mchid,
    apiV3Key,
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const config: WechatPayConfig = {
    baseUrl: simulator.url,
    mchid,
    appid: 'wx0000000000000001',
    merchantSerial,
    merchantPrivateKeyPem: merchant.privateKeyPem,
    apiV3Key,
    platformPublicKeys: [simulator.platformKey],
    notifyUrl: options.notifyUrl,
  };
  return { simulator, config };
}
