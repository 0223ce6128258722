import { expect, test } from '@playwright/test';
import { NEW_PASSWORD, newEmail, PASSWORD } from './support/accounts';
import { outboxFor, waitForCode, waitUntilResendAllowed } from './support/outbox';
import { registerByApi, submitPasswordSignIn } from './support/session';

test('resets a forgotten password with an emailed code', async ({ page, request }) => {
  // The account's registration code was just sent; the 60 s resend interval applies to the reset code too.
  test.setTimeout(120_000);
  const email = newEmail('reset');
  await registerByApi(request, email);
  await waitUntilResendAllowed(page, request, email);
  const messagesBefore = (await outboxFor(request, email)).length;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in page has an Email field too: fill the reset page's, once it has replaced it.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await waitForCode(request, email, messagesBefore));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page.getByText('The email address or password is not correct.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/home$/);
});
