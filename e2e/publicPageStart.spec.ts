import { expect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

// Decision 021: a prerendered public page runs none of the app's code until the visitor acts, and
// what the visitor does before React has the page is neither lost nor sent by the browser itself.

/** Whether React has committed its first tree (main.tsx's performance mark). */
const appCommitted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('inkstone:app-committed').length > 0);

test('the sign-in page is drawn and idle until touched; a form typed and sent at once signs in', async ({
  page,
  request,
}) => {
  const email = newEmail('first-touch');
  await registerByApi(request, email);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-prerender-path', '/login');
  await expect(root).not.toHaveAttribute('inert');
  // The app's code has arrived (the page names it) but has not run.
  await page.waitForTimeout(500);
  expect(await appCommitted(page)).toBe(false);

  // A visitor who does not wait: the first keystrokes and the submit come before React has the page.
  await page.getByLabel('Email', { exact: true }).pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Nothing went out as a native form submission (the password would be in the URL).
  expect(page.url()).not.toContain('password');
});

test('a tab clicked as the first touch is switched once the app has started', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  expect(await appCommitted(page)).toBe(false);
  await page.getByRole('tab', { name: 'SMS' }).click();
  await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Phone number')).toBeVisible();
  expect(await appCommitted(page)).toBe(true);
});

test('a signed-in visitor on the welcome page gets the app at once, not the signed-out markup', async ({
  page,
  request,
}) => {
  const email = newEmail('welcome-signed-in');
  await registerByApi(request, email);
  await signInWithPassword(page, email);
  await page.goto('/welcome', { waitUntil: 'networkidle' });
  // Untouched, the page is the app's own rendering for this visitor.
  await expect(page.getByRole('link', { name: 'Open Inkstone' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toHaveCount(0);
  expect(await appCommitted(page)).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});
