import { describe, expect, it } from 'vitest';
import { parseWechatPayConfig, WECHATPAY_DEFAULT_BASE_URL, WechatPayConfigError } from './config.js';
import { generateRsaKeyPairPem } from './simulator/platformSigning.js';
import { readWechatpayFixture, wechatpayFixturesDir } from './wechatpayFixtures.js';

const fixtures = wechatpayFixturesDir();
const merchant = generateRsaKeyPairPem();
const platform = generateRsaKeyPairPem();
const files: Record<string, string> = {
  '/keys/merchant.pem': merchant.privateKeyPem,
  '/keys/platform_pub.pem': platform.publicKeyPem,
  '/keys/not-a-key.pem': 'hello',
};
const readFile = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: ${path}`);
  return text;
};
const ENV = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '5f1c72e2a8931b72a2e13af8dee92471eb397115',
  WECHATPAY_PRIVATE_KEY_FILE: '/keys/merchant.pem',
  WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: '/keys/platform_pub.pem',
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092025',
  WECHATPAY_NOTIFY_URL: 'https://inkstone.example/v1/payment/wechat/notify',
};

/** The error message of parsing env, or 'ok'. */
function problems(env: Record<string, string | undefined>): string {
  try {
    parseWechatPayConfig(env, readFile);
    return 'ok';
  } catch (error) {
    if (!(error instanceof WechatPayConfigError)) throw error;
    return error.message;
  }
}

describe('parseWechatPayConfig', () => {
  it('reads a public-key-mode configuration, with the default base URL', () => {
    expect(parseWechatPayConfig(ENV, readFile)).toEqual({
      baseUrl: WECHATPAY_DEFAULT_BASE_URL,
      mchid: '1900000109',
      appid: 'wxd678efh567hg6787',
      merchantSerial: '5F1C72E2A8931B72A2E13AF8DEE92471EB397115',
      merchantPrivateKeyPem: merchant.privateKeyPem,
      apiV3Key: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
      platformPublicKeys: [{ serial: 'PUB_KEY_ID_0119000001092025', pem: platform.publicKeyPem }],
      notifyUrl: 'https://inkstone.example/v1/payment/wechat/notify',
    });
  });

  it('names every missing variable at once', () => {
    const message = problems({});
    for (const name of [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL',
      'WECHATPAY_PRIVATE_KEY_FILE',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PLATFORM_CERT_FILE or WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
      'WECHATPAY_NOTIFY_URL',
    ]) {
      expect(message).toContain(`${name} is required`);
    }
  });

  it.each([
    [{ WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8G' }, 'WECHATPAY_APIV3_KEY must be exactly 32 bytes'],
    [{ WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8G密' }, 'WECHATPAY_APIV3_KEY must be exactly 32 bytes'],
    [{ WECHATPAY_NOTIFY_URL: 'http://inkstone.example/notify' }, 'WECHATPAY_NOTIFY_URL must be an https:// URL'],
    [{ WECHATPAY_MCHID: 'merchant' }, 'WECHATPAY_MCHID must be the digits'],
    [{ WECHATPAY_SERIAL: 'not hex!' }, 'WECHATPAY_SERIAL must be the hex serial'],
    [{ WECHATPAY_PRIVATE_KEY_FILE: '/keys/missing.pem' }, 'WECHATPAY_PRIVATE_KEY_FILE: cannot use /keys/missing.pem'],
    [{ WECHATPAY_PRIVATE_KEY_FILE: '/keys/not-a-key.pem' }, 'WECHATPAY_PRIVATE_KEY_FILE: cannot use'],
    [{ WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: '/keys/merchant.pem' }, 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: cannot use'],
    [{ WECHATPAY_PLATFORM_SERIAL: undefined }, 'WECHATPAY_PLATFORM_SERIAL is required with'],
    [{ WECHATPAY_BASE_URL: 'http://api.example.com' }, 'WECHATPAY_BASE_URL must be an https:// URL'],
  ])('refuses %o: %s', (change, expected) => {
    expect(problems({ ...ENV, ...change })).toContain(expected);
  });

  it('allows plain http to this machine (the simulator) and trims a trailing slash', () => {
    expect(parseWechatPayConfig({ ...ENV, WECHATPAY_BASE_URL: 'http://127.0.0.1:4010/' }, readFile).baseUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it.skipIf(!fixtures)('reads the serial of a platform certificate from the certificate itself', () => {
    const certificate = readWechatpayFixture(fixtures ?? '', 'test-keys/wechat_pay_certificate.pem');
    files['/keys/platform_cert.pem'] = certificate;
    const env = {
      ...ENV,
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: undefined,
      WECHATPAY_PLATFORM_SERIAL: undefined,
      WECHATPAY_PLATFORM_CERT_FILE: '/keys/platform_cert.pem',
    };
    expect(parseWechatPayConfig(env, readFile).platformPublicKeys).toEqual([
      { serial: '440024045C4A427599D09BB4E3DE0279F2E813FD', pem: certificate },
    ]);
    expect(problems({ ...env, WECHATPAY_PLATFORM_SERIAL: 'ABCDEF' })).toContain(
      'WECHATPAY_PLATFORM_SERIAL ABCDEF is not the serial of WECHATPAY_PLATFORM_CERT_FILE',
    );
    // Both at once (migrating from certificates to the platform public key): both keys are trusted.
    const both = parseWechatPayConfig({ ...ENV, WECHATPAY_PLATFORM_CERT_FILE: '/keys/platform_cert.pem' }, readFile);
    expect(both.platformPublicKeys.map((k) => k.serial)).toEqual([
      '440024045C4A427599D09BB4E3DE0279F2E813FD',
      'PUB_KEY_ID_0119000001092025',
    ]);
  });
});
