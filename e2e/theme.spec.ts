import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

const DARK_BACKGROUND = 'rgb(30, 31, 46)';
const LIGHT_BACKGROUND = 'rgb(246, 246, 249)';
// THEME_SCREENSHOTS=dir keeps a picture of each screen in dark mode, for looking at by eye.
const SHOTS = process.env.THEME_SCREENSHOTS;

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.use({ viewport: { width: 1440, height: 900 } });

test('the theme choice lives in a 30-day cookie and a reload starts in it (spec §9)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = newEmail('theme');
  await registerByApi(request, email);
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  await expect(page).toHaveTitle('首页');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('dark');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // The served page already says dark, so its early style paints the dark background before the app runs.
  const reload = await page.reload();
  expect(await reload?.text()).toContain('data-theme="dark"');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-home.png` });

  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await page.getByTestId('note-title').fill('Dark mode');
  await page.getByTestId('note-title').press('Enter');
  await page.getByTestId('note-body').click();
  await page.keyboard.insertText('Text written in the dark theme stays readable.');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-editor.png` });

  await page.goto('/apps/papersearch');
  await expect(page.getByRole('heading', { name: 'Paper search' })).toBeVisible();
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-papersearch.png` });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await page.getByRole('menuitemradio', { name: 'Same as device' }).click();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
});
