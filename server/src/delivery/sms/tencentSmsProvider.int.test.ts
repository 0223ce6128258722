import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import * as outbox from '../../db/repos/outboxMessages.js';
import { okData, uniqueIp, uniquePhone } from '../../test/factories.js';
import { startFakeTencentSms, type FakeTencentSms } from '../../test/fakes/tencentSmsServer.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const KEYS = { secretId: 'AKIDtestsecretid0000000000000000000', secretKey: 'test-secret-key-000000000000000' };

let fake: FakeTencentSms;
let t: TestApp;
const extraApps: TestApp[] = [];

function tencentEnv(secretKey: string, endpoint: string): Record<string, string> {
  return {
    SMS_PROVIDER: 'tencent',
    TENCENT_SECRET_ID: KEYS.secretId,
    TENCENT_SECRET_KEY: secretKey,
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: 'Inkstone',
    TENCENT_SMS_TEMPLATE_ID: '100001',
    TENCENT_SMS_ENDPOINT: endpoint,
  };
}

async function extraApp(secretKey: string, endpoint: string): Promise<TestApp> {
  const app = await createTestApp(tencentEnv(secretKey, endpoint));
  extraApps.push(app);
  return app;
}

/** A local port nobody listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  fake = await startFakeTencentSms(KEYS);
  t = await createTestApp(tencentEnv(KEYS.secretKey, fake.endpoint));
});
afterEach(() => expect(fake.unexpected).toEqual([]));
afterAll(async () => {
  for (const app of [t, ...extraApps]) await app.close();
  await fake.close();
});

const post = (app: TestApp, url: string, payload: object) =>
  app.request({ method: 'POST', url, payload, remoteAddress: uniqueIp() });

describe('SMS through Tencent Cloud (SMS_PROVIDER=tencent)', () => {
  it('sends a signed SendSms request whose code then signs the user in', async () => {
    const phone = uniquePhone();
    okData(await post(t, V1.login.sendSMSCode, { phone }));
    const call = fake.calls.at(-1);
    expect(call?.isSignatureValid).toBe(true);
    expect(call?.headers).toMatchObject({
      'x-tc-region': 'ap-guangzhou',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(call?.body).toMatchObject({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: '1400000000',
      SignName: 'Inkstone',
      TemplateId: '100001',
    });
    const code = call?.body.TemplateParamSet?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await outbox.listRecent(t.ctx.db, { recipient: phone, limit: 1 })).toEqual([]);
    okData(await post(t, V1.login.sms, { phone, code }));
  });

  it('passes international numbers through in E.164', async () => {
    okData(await post(t, V1.login.sendSMSCode, { phone: '+44 7700 900123' }));
    expect(fake.calls.at(-1)?.body.PhoneNumberSet).toEqual(['+447700900123']);
  });

  it('answers 502 delivery_failed on AuthFailure.SignatureFailure, and the sent code is dead', async () => {
    const wrongKey = await extraApp('a-wrong-secret-key', fake.endpoint);
    const phone = uniquePhone();
    const res = await post(wrongKey, V1.login.sendSMSCode, { phone });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'delivery_failed',
      errorMsg: 'We could not send the text message. Please try again later.',
    });
    const call = fake.calls.at(-1);
    expect(call?.isSignatureValid).toBe(false);
    const code = call?.body.TemplateParamSet?.[0] ?? '';
    expect((await post(wrongKey, V1.login.sms, { phone, code })).json().errorCode).toBe('invalid_code');
  });

  it('answers 502 when the endpoint cannot be reached', async () => {
    const unreachable = await extraApp(KEYS.secretKey, `http://127.0.0.1:${await closedPort()}`);
    const res = await post(unreachable, V1.login.sendSMSCode, { phone: uniquePhone() });
    expect(res.statusCode).toBe(502);
    expect(res.json().errorCode).toBe('delivery_failed');
  });
});
