import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { waitForCode } from './support/outbox';
import { signOut, submitPasswordSignIn } from './support/session';

test('registers by email with the code from the outbox, signs out, signs in with the password', async ({
  page,
  request,
}) => {
  const email = newEmail('register');
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await waitForCode(request, email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/apps\/home$/);
  await expect(page).toHaveTitle('首页');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.keyboard.press('Escape');

  await signOut(page);
  // Signed out means signed out: the home page now sends the user to sign in.
  await page.goto('/apps/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
