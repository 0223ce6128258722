import { expect, test, type APIResponse } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { newAdminByApi } from './support/admin';
import { sidewaysOverflow } from './support/layoutChecks';
import { registerByApi, submitPasswordSignIn } from './support/session';

test('an admin refunds a paid order and finds the user by email with the refund in their ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A user buys the Starter package (50,000 words), paid on the simulator, all through the API.
  const email = newEmail('refunded');
  await registerByApi(request, email);
  const login = await request.post('/v1/login/email', { data: { email, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const dataOf = async <T>(response: APIResponse): Promise<T> => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const { items } = await dataOf<{ items: Array<{ id: string; name: string }> }>(
    await request.get('/v1/payment/getPointListAll'),
  );
  const starter = items.find((p) => p.name === 'Starter');
  const { outTradeNo } = await dataOf<{ outTradeNo: string }>(
    await request.post('/v1/payment/v3/nativePay', { headers, data: { packageId: starter?.id } }),
  );
  await dataOf(await request.post('/v1/payment/v3/simulatePay', { headers, data: { outTradeNo } }));
  const { durWordsLeft } = await dataOf<{ durWordsLeft: number }>(await request.get('/v1/user/info', { headers }));

  const admin = await newAdminByApi(request);
  // Through the sign-in form (the one page this spec signs in on).
  await page.goto('/login');
  // The first page of a fresh browser loads its chunks: slow on a loaded two-core machine.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 30_000 });
  await submitPasswordSignIn(page, admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goto('/admin/orders');
  await page.getByLabel('Order number').fill(outTradeNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('admin-order-row').filter({ hasText: outTradeNo });
  await expect(row.getByTestId('order-state')).toHaveText('Paid');
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${outTradeNo}` });
  await expect(dialog).toContainText('¥9.90');
  await expect(dialog).toContainText('50,000 words');
  await dialog.getByLabel('Reason for the refund').fill('Bought by mistake');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('refund-result')).toHaveText(`Order ${outTradeNo} refunded.`);
  await expect(row.getByTestId('order-state')).toHaveText('Refunded');
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The balances page finds the user by email: the words are gone, the refund is the newest row.
  await page.goto('/admin/balances');
  await page.getByLabel('Email, phone or user ID').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('found-user')).toContainText(`Email: ${email}`);
  await expect(page.getByTestId('words-left')).toHaveText((durWordsLeft - 50_000).toLocaleString('en-US'));
  const newest = page.getByTestId('point-flow-row').first();
  await expect(newest).toContainText('Refund');
  await expect(newest).toContainText('-50,000');
  await expect(newest).toContainText('Bought by mistake');

  // On a phone the page fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  // Once the phone layout has replaced the desktop one (its top bar is wider than the screen).
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByTestId('found-user')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
