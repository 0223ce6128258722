import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

/** The balance the top bar's chip names ("12,345 words left"), as a number. */
async function chipBalance(page: Page): Promise<number> {
  const label = await page.getByLabel(/^[\d,]+ words left$/).getAttribute('aria-label');
  return Number((label ?? '').replace(/[^\d]/g, ''));
}

test('buys a package through the WeChat Pay simulator and sees the balance grow', async ({ page, request }) => {
  // Ordering signs an RSA request to the simulator and the payment comes back as a signed, encrypted
  // notification: several seconds on a busy two-core machine.
  test.setTimeout(120_000);
  const email = newEmail('topup');
  await registerByApi(request, email);
  await signInWithPassword(page, email);
  const before = await chipBalance(page);

  // The home page's balance card opens the dialog.
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up words' });
  await expect(dialog.getByTestId('top-up-package')).toHaveCount(3);

  // The coupon field checks live: a code nobody issued is refused in words and blocks paying.
  await dialog.getByTestId('coupon-code').fill('NO-SUCH-CODE');
  await expect(dialog.getByTestId('coupon-verdict')).toHaveText('There is no coupon with this code.');
  await expect(dialog.getByRole('button', { name: 'Pay with WeChat' })).toBeDisabled();
  await dialog.getByTestId('coupon-code').fill('');

  await dialog.getByTestId('top-up-package').filter({ hasText: 'Standard' }).click();
  await expect(dialog.getByTestId('top-up-price')).toHaveText('¥29.90');
  await dialog.getByRole('button', { name: 'Pay with WeChat' }).click();
  await expect(dialog.getByAltText('WeChat Pay QR code')).toBeVisible();
  await expect(dialog.getByTestId('order-amount')).toHaveText('¥29.90');
  await expect(dialog.getByTestId('order-countdown')).toHaveText(/Expires in (30:00|29:\d\d)/);

  // Closing and reopening resumes the pending order (the outTradeNo map in local storage).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(/^[\d,]+ words left$/).click();
  await expect(dialog.getByTestId('order-amount')).toHaveText('¥29.90');

  await dialog.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('200,000 words added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => chipBalance(page)).toBe(before + 200_000);

  // The orders page lists it as paid.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText('Standard');
  await expect(row.getByTestId('order-state')).toHaveText('Paid');
  await expect(row).toContainText('¥29.90');
});
