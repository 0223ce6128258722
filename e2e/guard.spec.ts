import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { registerByApi, submitPasswordSignIn } from './support/session';

test('a protected page sends a signed-out visitor to sign in, then back to that page', async ({ page, request }) => {
  const email = newEmail('guard');
  await registerByApi(request, email);

  await page.goto('/pages/account-settings/security');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pages/account-settings/security');

  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/pages\/account-settings\/security$/);
});
