import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginRes } from '@inkstone/shared/api/login';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { V1 } from '@inkstone/shared/paths';
import { grantAdmin } from '../auth/grantAdmin.js';
import * as outbox from '../db/repos/outboxMessages.js';
import type { TestApp } from './testApp.js';

/**
 * Test data built through the real API, the way a user would create it. Every helper makes fresh,
 * unique accounts and uses its own client IP, so tests in one file never share state or trip the
 * per-IP code limits. Codes are read from the development outbox (the test app's default delivery).
 */

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${crypto.randomBytes(3).toString('hex')}`;

/** A fresh lower-case email address on a reserved test domain. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${next()}@example.test`;
}

/** A fresh mainland mobile number (11 digits, 1 then 3–9), as the shared Phone schema normalises it. */
export function uniquePhone(): string {
  return `19${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** A fresh client address from 10.0.0.0/8, for inject()'s `remoteAddress`. */
export function uniqueIp(): string {
  const n = crypto.randomInt(1, 2 ** 24 - 1);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The `data` of a success envelope; throws with the status and body otherwise. */
export function okData<T>(res: LightMyRequestResponse): T {
  const body = res.json<{ success: boolean; data: T }>();
  if (res.statusCode !== 200 || !body.success) {
    throw new Error(`expected success, got ${res.statusCode}: ${res.body}`);
  }
  return body.data;
}

/** The code in the newest outbox message to `recipient`; throws when there is none. */
export async function latestCode(t: TestApp, recipient: string): Promise<string> {
  const [message] = await outbox.listRecent(t.ctx.db, { recipient, limit: 1 });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** A user made by email registration, signed in. */
export interface RegisteredUser {
  token: string;
  user: UserInfoRes;
  email: string;
  password: string;
  /** The client IP the registration came from. */
  ip: string;
}

/** Registers a new email account (registerCode → code from the outbox → doRegistry). */
export async function registerUser(
  t: TestApp,
  overrides: { email?: string; password?: string; inviteCode?: string } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? `pw-${next()}-1`;
  const ip = uniqueIp();
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, remoteAddress: ip });
  okData(await post(V1.register.registerCode, { email }));
  const code = await latestCode(t, email);
  const login = okData<LoginRes>(
    await post(V1.register.doRegistry, { email, code, password, inviteCode: overrides.inviteCode }),
  );
  return { token: login.token, user: login.user, email, password, ip };
}

/** A user made by a first SMS sign-in, signed in. */
export interface SmsUser {
  token: string;
  user: UserInfoRes;
  phone: string;
}

/** Signs in by SMS code (sendSMSCode → code from the outbox → sms); creates the account if new. */
export async function smsLoginUser(t: TestApp, overrides: { phone?: string } = {}): Promise<SmsUser> {
  const phone = overrides.phone ?? uniquePhone();
  const ip = uniqueIp();
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, remoteAddress: ip });
  okData(await post(V1.login.sendSMSCode, { phone }));
  const login = okData<LoginRes>(await post(V1.login.sms, { phone, code: await latestCode(t, phone) }));
  return { token: login.token, user: login.user, phone };
}

/** A registered user with the admin role (as `npm run admin:grant` would make one). */
export async function adminUser(t: TestApp): Promise<RegisteredUser> {
  const registered = await registerUser(t);
  const result = await grantAdmin(t.ctx.db, registered.email, t.clock.now());
  if (result.status !== 'granted') throw new Error(`admin grant failed: ${result.status}`);
  return registered;
}
