import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import * as outbox from '../db/repos/outboxMessages.js';
import { okData, uniqueEmail, uniqueIp } from '../test/factories.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fakes/smtpServer.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Inkstone <codes@inkstone.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, remoteAddress: uniqueIp() });

describe('email over SMTP (SMTP_URL set)', () => {
  it('mails the registration code, which then registers the account', async () => {
    const email = uniqueEmail();
    okData(await post(V1.register.registerCode, { email }));
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail).toMatchObject({ from: 'codes@inkstone.test', subject: 'Your Inkstone verification code' });
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Email went to SMTP, not to the development outbox.
    expect(await outbox.listRecent(t.ctx.db, { recipient: email, limit: 1 })).toEqual([]);
    okData(await post(V1.register.doRegistry, { email, code, password: 'smtp-password-1' }));
  });

  it('answers 502 delivery_failed when the server refuses, and the code cannot be used', async () => {
    const email = uniqueEmail('bounce');
    smtp.rejectRecipient(email);
    const res = await post(V1.register.registerCode, { email });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'delivery_failed',
      errorMsg: 'We could not send the email. Please try again later.',
    });
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    expect(await outbox.listRecent(t.ctx.db, { recipient: email, limit: 1 })).toEqual([]);
    // Whatever the code was, it is dead: every guess is invalid_code, never code_expired or a pass.
    const guess = await post(V1.register.doRegistry, { email, code: '123456', password: 'smtp-password-1' });
    expect(guess.json().errorCode).toBe('invalid_code');
  });

  it('leaves SMS on the development outbox when no SMS provider is set', async () => {
    const phone = '13900000001';
    okData(await post(V1.login.sendSMSCode, { phone }));
    expect(await outbox.listRecent(t.ctx.db, { recipient: phone, limit: 1 })).toHaveLength(1);
  });
});
