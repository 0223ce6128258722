import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminCoupon, CouponTerms } from '@inkstone/shared/api/adminEconomy';
import { newEmail, PASSWORD } from './accounts';
import { registerByApi } from './session';

/** An administrator's bearer token, for calls to /v1/admin made outside the browser. */
export interface AdminSession {
  email: string;
  token: string;
}

/**
 * Registers a new account and makes it an administrator through the development-only
 * `/v1/dev/grantAdmin` (the e2e server's embedded database cannot be opened by `npm run admin:grant`
 * while the server runs), then signs it in by API.
 */
export async function newAdminByApi(request: APIRequestContext): Promise<AdminSession> {
  const email = newEmail('admin');
  await registerByApi(request, email);
  const granted = await request.post('/v1/dev/grantAdmin', { data: { account: email } });
  expect(granted.status(), await granted.text()).toBe(200);
  const login = await request.post('/v1/login/email', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { email, token: ((await login.json()) as { data: { token: string } }).data.token };
}

/** Creates a coupon with `code` through the admin API; missing terms take the API's defaults. */
export async function createCouponByApi(
  request: APIRequestContext,
  admin: AdminSession,
  code: string,
  terms: Partial<CouponTerms> & Pick<CouponTerms, 'kind' | 'value'>,
): Promise<AdminCoupon> {
  const created = await request.post('/v1/admin/coupons', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { code, terms },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: AdminCoupon }).data;
}
