import { expect, test } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

test('switches the interface to Chinese from the app bar, and it stays Chinese', async ({ page, request }) => {
  const email = newEmail('language');
  await registerByApi(request, email);
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch language to 中文' }).click();
  await expect(page.getByRole('heading', { name: '工具' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tools' })).toHaveCount(0);
  await page.getByRole('button', { name: '账户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();

  // The choice is kept (cookie, and the account's language) across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: '工具' })).toBeVisible();
});
