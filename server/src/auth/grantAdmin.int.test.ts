import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as usersRepo from '../db/repos/users.js';
import { registerUser, smsLoginUser, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { grantAdmin } from './grantAdmin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('grantAdmin (npm run admin:grant)', () => {
  it('makes an email account an admin, matching the address case-insensitively', async () => {
    const { email } = await registerUser(t);
    const result = await grantAdmin(t.ctx.db, ` ${email.toUpperCase()} `, t.clock.now());
    expect(result).toMatchObject({ status: 'granted', user: { email, loginUserType: 'admin' } });
    expect((await usersRepo.findByEmail(t.ctx.db, email))?.loginUserType).toBe('admin');
  });

  it('says so when the account is already an admin', async () => {
    const { email } = await registerUser(t);
    await grantAdmin(t.ctx.db, email, t.clock.now());
    expect((await grantAdmin(t.ctx.db, email, t.clock.now())).status).toBe('already_admin');
  });

  it('accepts a phone number', async () => {
    const { phone } = await smsLoginUser(t);
    expect(await grantAdmin(t.ctx.db, phone, t.clock.now())).toMatchObject({
      status: 'granted',
      user: { phone, loginUserType: 'admin' },
    });
  });

  it('reports an unknown account and changes nothing', async () => {
    const email = uniqueEmail('nobody');
    expect(await grantAdmin(t.ctx.db, email, t.clock.now())).toEqual({ status: 'not_found', account: email });
  });

  it('reports input that is neither an email nor a phone', async () => {
    const result = await grantAdmin(t.ctx.db, 'not-an-account', t.clock.now());
    expect(result).toEqual({
      status: 'invalid',
      message: '"not-an-account" is neither a valid email address nor a valid phone number',
    });
  });
});
