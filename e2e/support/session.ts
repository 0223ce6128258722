import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';
import { waitForCode } from './outbox';

/** Creates an account through the API (set-up for tests about something else than registering). */
export async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const sent = await request.post('/v1/register/registerCode', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForCode(request, email);
  const done = await request.post('/v1/register/doRegistry', { data: { email, code, password } });
  expect(done.status(), await done.text()).toBe(200);
}

/** Fills the email tab of the sign-in page the browser is on and submits it. */
export async function submitPasswordSignIn(page: Page, email: string, password: string): Promise<void> {
  // Navigations keep the previous page on screen while the next one loads, and the reset and
  // registration pages have an Email field too: fill the sign-in page's.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in by email and password and opens the home page. Set-up for tests about something else:
 * the password login runs through the API and the session lands where the web app keeps it (the
 * spec §3 user state in localStorage), which saves each test the sign-in page; signing in through
 * the form is the subject of emailAccount.spec.ts and resetPassword.spec.ts.
 */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/v1/login/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  const state = JSON.stringify({ logged: true, type: 'email', token: data.token, email });
  // Written once per tab, before the app's scripts run: later reloads keep whatever the app has
  // stored since (a sign-out, another account).
  await page.addInitScript(
    ([marker, value]) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem('inkstone.user', value);
    },
    [`e2e-sign-in-${data.token.slice(0, 12)}`, state] as const,
  );
  await page.goto('/apps/home');
  // The shell renders once the guard has checked the session; signed out it would be on /login.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/home$/);
}

/** Signs out through the account menu in the app bar. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
