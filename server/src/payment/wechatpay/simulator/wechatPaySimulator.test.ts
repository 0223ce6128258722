import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/testClock.js';
import { WechatPayClient } from '../client.js';
import type { WechatPayConfig } from '../config.js';
import { certificateSerial } from '../platformKeys.js';
import { verifyWechatPaySignature } from '../verify.js';
import { WechatPayError } from '../wechatPayError.js';
import { readWechatpayFixture, wechatpayFixturesDir } from '../wechatpayFixtures.js';
import { startWechatPaySimulator, type WechatPaySimulator } from './wechatPaySimulator.js';

const fixtures = wechatpayFixturesDir();
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const MCHID = '1230000109';

// The simulator under the SDKs' published test keys: the merchant's certificate and the platform's.
describe.skipIf(!fixtures)('the simulator with the wechatpay-java test keys', () => {
  const dir = fixtures ?? '';
  const key = (name: string) => readWechatpayFixture(dir, `test-keys/${name}`);
  let simulator: WechatPaySimulator;
  let config: WechatPayConfig;

  beforeAll(async () => {
    const platformCertificate = key('wechat_pay_certificate.pem');
    const merchantCertificate = key('merchant_certificate.pem');
    simulator = await startWechatPaySimulator({
      merchantPublicKeyPem: merchantCertificate,
      merchantSerial: certificateSerial(merchantCertificate),
      mchid: MCHID,
      apiV3Key: API_V3_KEY,
      platformKeyPair: {
        serial: certificateSerial(platformCertificate),
        privateKeyPem: key('wechat_pay_private_key.pem'),
        publicKeyPem: key('wechat_pay_public_key.pem'),
      },
    });
    config = {
      baseUrl: simulator.url,
      mchid: MCHID,
      appid: 'wxd678efh567hg6787',
      merchantSerial: certificateSerial(merchantCertificate),
      merchantPrivateKeyPem: key('merchant_private_key.pem'),
      apiV3Key: API_V3_KEY,
      platformPublicKeys: [{ serial: certificateSerial(platformCertificate), pem: platformCertificate }],
      notifyUrl: 'https://www.weixin.qq.com/wxpay/pay.php',
    };
  });
  afterAll(() => simulator.close());

  it('takes a signed order and answers with responses the platform certificate verifies', async () => {
    const client = new WechatPayClient(config);
    const { codeUrl } = await client.createNativeOrder({
      outTradeNo: '1217752501201407033233368018',
      description: 'Image形象店-深圳腾大-QQ公仔',
      amountFen: 100,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect((await client.queryOrder('1217752501201407033233368018')).trade_state).toBe('NOTPAY');
  });

  it('refuses unsigned and stale requests with a signed 401 SIGN_ERROR', async () => {
    const res = await fetch(`${simulator.url}/v3/pay/transactions/out-trade-no/X1234567?mchid=${MCHID}`);
    const body = await res.text();
    expect(res.status).toBe(401);
    expect(JSON.parse(body)).toMatchObject({ code: 'SIGN_ERROR' });
    const check = verifyWechatPaySignature(
      { headers: res.headers, body },
      { platformKeys: config.platformPublicKeys, now: new Date() },
    );
    expect(check.ok).toBe(true);

    const clock = new TestClock();
    clock.advance(6 * 60_000); // the merchant's clock runs 6 minutes fast
    const error = await new WechatPayClient(config, { clock }).queryOrder('X1234567').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatPayError);
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });

  it('refuses an invalid body with PARAM_ERROR, and a request signed for another merchant', async () => {
    const client = new WechatPayClient(config);
    const order = {
      outTradeNo: 'INK-P-0001',
      description: 'x',
      amountFen: 1,
      expiresAt: new Date(Date.now() + 60_000),
    };
    await expect(client.createNativeOrder({ ...order, notifyUrl: 'not a url' })).rejects.toMatchObject({
      status: 400,
      code: 'PARAM_ERROR',
    });
    // The simulator checks the signature against the configured mchid first, so a foreign mchid is a SIGN_ERROR.
    await expect(
      new WechatPayClient({ ...config, mchid: '1900000999' }).createNativeOrder(order),
    ).rejects.toMatchObject({
      status: 401,
      code: 'SIGN_ERROR',
    });
  });
});
