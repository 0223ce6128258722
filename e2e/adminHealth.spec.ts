import { expect, test } from '@playwright/test';
import { newAdminByApi } from './support/admin';
import { sidewaysOverflow } from './support/layoutChecks';
import { signInWithPassword } from './support/session';

// HEALTH_SCREENSHOTS=dir keeps a picture of each size and language, for looking at by eye.
const SHOTS = process.env.HEALTH_SCREENSHOTS;
const CARDS = ['database', 'queue', 'worker', 'storage', 'model', 'metrics'];

test('an administrator reads the health page at 1440×900 and 390×844, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await newAdminByApi(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, admin.email);
  await page.goto('/admin/health');

  // A fresh install: the embedded database, local files, tasks in this server, no model yet.
  await expect(page.getByRole('heading', { name: 'Health', level: 1 })).toBeVisible();
  await expect(page.getByTestId('health-summary')).toHaveText('Everything is working.');
  for (const id of CARDS) await expect(page.getByTestId(`health-${id}`)).toBeVisible();
  await expect(page.getByTestId('health-database')).toContainText('Embedded (PGlite)');
  await expect(page.getByTestId('health-model')).toContainText('Off');
  await expect(page.getByTestId('health-model-note')).toContainText('No model is configured');
  expect(await sidewaysOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/health-en-1440.png`, fullPage: true });

  const checked = await page.getByTestId('health-checked').textContent();
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('health-checked')).not.toHaveText(checked ?? '');

  await page.setViewportSize({ width: 390, height: 844 });
  // The phone layout has replaced the desktop one (for a frame after the resize the desktop top bar
  // is still there, wider than the screen).
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByTestId('health-metrics')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/health-en-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Switch language to 中文' }).click();
  await expect(page.getByRole('heading', { name: '运行状况', level: 1 })).toBeVisible();
  await expect(page.getByTestId('health-summary')).toHaveText('一切正常。');
  await expect(page.getByTestId('health-database')).toContainText('内嵌（PGlite）');
  expect(await sidewaysOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/health-zh-1440.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: '打开导航' })).toBeVisible();
  await expect(page.getByTestId('health-metrics')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/health-zh-390.png`, fullPage: true });
});
