import { expect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { registerByApi, submitPasswordSignIn } from './support/session';

/** Signs in through the sign-in page, as a person on that device would (each device gets its own session). */
async function signInOnThisDevice(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the profile lists the devices signed in; signing the phone out ends its session there', async ({
  page,
  browser,
}) => {
  // Two browsers signing in: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const email = newEmail('profile');
  await registerByApi(page.request, email);
  await signInOnThisDevice(page, email);

  // The same account on a phone, in a browser of its own.
  const phoneContext = await browser.newContext({ baseURL: new URL(page.url()).origin, userAgent: IPHONE_SAFARI });
  const phone = await phoneContext.newPage();
  await signInOnThisDevice(phone, email);

  // The navigation's Profile opens the overview: the balance and the words used.
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
  await expect(page.getByTestId('profile-words-left')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('words-used-total')).toHaveText('0 words in the last 30 days');

  // Devices: this browser marked, the phone readable, and signed out from here.
  await page.getByRole('tab', { name: 'Devices' }).click();
  await expect(page).toHaveURL(/\/pages\/user-profile\/sessions$/);
  const sessions = page.getByTestId('sign-in-session');
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const phoneRow = sessions.filter({ hasText: 'Safari on iOS' });
  await expect(phoneRow).toHaveCount(1);
  await phoneRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(phoneRow).toHaveCount(0);

  // The phone has lost its access: its next protected page sends it to sign in.
  await phone.goto('/pages/user-profile/profile');
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();

  // This browser still works, until "sign out everywhere" ends it too.
  await page.reload();
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/pages/user-profile/sessions');
  await expect(page).toHaveURL(/\/login/);
});
