import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, uniqueEmail, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

interface Listed {
  items: Array<{ channel: string; recipient: string; subject: string; body: string; createdAt: string }>;
}

describe('GET /v1/dev/outbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const send = (url: string, payload: object) => t.request({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
  const list = (query: string) => t.request({ method: 'GET', url: `${V1.dev.outbox}${query}` });

  it('lists messages newest first, filtered by recipient (case-insensitive) and limited', async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    okData(await send(V1.register.registerCode, { email }));
    okData(await send(V1.login.sendSMSCode, { phone }));

    const all = okData<Listed>(await list('?limit=2'));
    expect(all.items.map((m) => m.recipient)).toEqual([phone, email]);
    expect(all.items[0]).toMatchObject({ channel: 'sms', subject: 'Inkstone sign-in code' });
    expect(all.items[0]?.body).toMatch(/\b\d{6}\b/);

    const mine = okData<Listed>(await list(`?recipient=${encodeURIComponent(email.toUpperCase())}`));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ channel: 'email', recipient: email });
  });

  it('rejects a bad limit', async () => {
    const res = await list('?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation_error');
  });
});

describe('POST /v1/dev/grantAdmin outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const grant = (account: string, remoteAddress?: string) =>
    t.request({ method: 'POST', url: V1.dev.grantAdmin, payload: { account }, remoteAddress });
  const adminPage = (token: string) =>
    t.request({ method: 'GET', url: V1.admin.orders, headers: { authorization: `Bearer ${token}` } });

  it('makes an existing account an admin, for its current session too', async () => {
    const user = await registerUser(t);
    expect((await adminPage(user.token)).statusCode).toBe(403);
    okData(await grant(user.email));
    expect((await adminPage(user.token)).statusCode).toBe(200);
  });

  it('answers only this machine: another address gets the unknown endpoint', async () => {
    const user = await registerUser(t);
    const res = await grant(user.email, uniqueIp());
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('endpoint_not_found');
    expect((await adminPage(user.token)).statusCode).toBe(403);
  });

  it('refuses an unknown account and a name that is neither email nor phone', async () => {
    expect((await grant(uniqueEmail())).statusCode).toBe(404);
    const bad = await grant('not an account');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_error');
  });
});

describe('GET /v1/dev/outbox in production', () => {
  it('does not exist, even when the outbox itself is allowed', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true' });
    try {
      const res = await t.request({ method: 'GET', url: V1.dev.outbox });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('endpoint_not_found');
      const grant = await t.request({ method: 'POST', url: V1.dev.grantAdmin, payload: { account: uniqueEmail() } });
      expect(grant.statusCode).toBe(404);
      expect(grant.json().errorCode).toBe('endpoint_not_found');
    } finally {
      await t.close();
    }
  });
});
