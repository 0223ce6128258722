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

/** Signs in by email and password from /login and waits for the home page. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitPasswordSignIn(page, email, password);
  await expect(page).toHaveURL(/\/apps\/home$/);
}

/** Signs out through the account menu in the app bar. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
