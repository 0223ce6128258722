import { expect, test } from '@playwright/test';
import { newPhone } from './support/accounts';
import { waitForCode } from './support/outbox';

test('signs in with an SMS code; the first sign-in creates the account', async ({ page, request }) => {
  const phone = newPhone();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await waitForCode(request, phone));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(phone);
  // The session survives a reload (token kept in local storage, user info fetched again).
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page).toHaveURL(/\/apps\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
