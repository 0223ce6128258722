import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { createCouponByApi, newAdminByApi } from './support/admin';
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

test('buys a package with an admin-issued coupon and sees the discount, the balance and the points flow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const packages = await request.get('/v1/payment/getPointListAll');
  const { items } = ((await packages.json()) as { data: { items: Array<{ id: string; name: string }> } }).data;
  const standard = items.find((p) => p.name === 'Standard');
  expect(standard).toBeDefined();
  // ¥10 off, for the Standard package only.
  const code = `E2E${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const admin = await newAdminByApi(request);
  await createCouponByApi(request, admin, code, { kind: 'amount_off', value: 1000, packageId: standard?.id ?? null });

  const email = newEmail('coupon');
  await registerByApi(request, email);
  await signInWithPassword(page, email);
  const before = await chipBalance(page);

  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up words' });
  await dialog.getByTestId('top-up-package').filter({ hasText: 'Starter' }).click();
  await dialog.getByTestId('coupon-code').fill(code.toLowerCase());
  // Another package than the coupon's is refused; its own shows the price after the discount before paying.
  await expect(dialog.getByTestId('coupon-verdict')).toHaveText('This coupon does not apply to this package.');
  await dialog.getByTestId('top-up-package').filter({ hasText: 'Standard' }).click();
  await expect(dialog.getByTestId('coupon-verdict')).toHaveText('Coupon applied: ¥10.00 off, you pay ¥19.90.');
  await expect(dialog.getByTestId('top-up-price')).toHaveText('¥19.90');
  await dialog.getByRole('button', { name: 'Pay with WeChat' }).click();
  await expect(dialog.getByTestId('order-amount')).toHaveText('¥19.90');

  await dialog.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('200,000 words added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => chipBalance(page)).toBe(before + 200_000);

  // The points flow's newest row is the top-up, naming its order, with the new balance.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Points flow' }).click();
  // Each step checked on its own, so that a failure says whether the page or its rows did not come.
  await expect(page).toHaveURL(/\/pages\/points-flow$/);
  await expect(page.getByRole('heading', { name: 'Points flow' })).toBeVisible();
  const newest = page.getByTestId('point-flow-row').first();
  await expect(newest).toContainText('Top-up');
  await expect(newest).toContainText('+200,000');
  await expect(newest).toContainText((before + 200_000).toLocaleString('en-US'));
  await expect(newest).toContainText(/Order \S+/);

  // The coupon is now spent for this user: a second order with it is refused before paying.
  await page.getByLabel(/^[\d,]+ words left$/).click();
  await dialog.getByTestId('top-up-package').filter({ hasText: 'Standard' }).click();
  await dialog.getByTestId('coupon-code').fill(code);
  await expect(dialog.getByTestId('coupon-verdict')).toHaveText('You have already used this coupon.');
});
