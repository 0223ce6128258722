import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.js';

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test', SMS_PROVIDER: undefined };

describe('PAYMENT_PROVIDER at start-up', () => {
  it('defaults to the simulator in development and to none elsewhere', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('simulator');
    expect(loadEnv({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('none');
    expect(loadEnv({ ...production, ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('none');
  });

  it('refuses the simulator in production', () => {
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'simulator' })).toThrow(
      /PAYMENT_PROVIDER: simulator is refused when NODE_ENV=production/,
    );
  });

  it('names every missing WeChat Pay setting', () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'wechatpay', WECHATPAY_MCHID: '1900000001' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of [
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL',
      'WECHATPAY_PRIVATE_KEY_FILE',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_NOTIFY_URL',
    ])
      expect(message).toContain(name);
    expect(message).not.toContain('WECHATPAY_MCHID');
  });
});
