import { expect, test } from '@playwright/test';
import { newAdminByApi } from './support/admin';
import { signInWithPassword } from './support/session';

test('an error thrown in a page reaches the admin Errors page with its original .tsx file and line', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newAdminByApi(request);
  await signInWithPassword(page, admin.email);

  // The audit log answers with a malformed list, so its table throws while rendering: a real render
  // error in a built chunk, caught by the app's error page.
  await page.route('**/v1/admin/auditLog**', (route) =>
    route.fulfill({ json: { success: true, data: { items: 'not a list', total: 1 } } }),
  );
  // Every report batch the page sends, as sent.
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/v1/monitor/report')) sent.push(req.postData() ?? '');
  });
  await page.goto('/admin/audit-log');
  // Generous: three servers share two cores with the browser.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
  // The error itself, and — the error page still shown a few seconds after the route change — a blank screen.
  await expect.poll(() => sent.join('\n'), { timeout: 20_000 }).toContain('is not a function');
  await expect.poll(() => sent.join('\n'), { timeout: 20_000 }).toContain('"kind":"blank-screen"');
  await page.unroute('**/v1/admin/auditLog**');

  // The browser never gets the source maps.
  const chunk = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .find((p) => /\/assets\/.+\.js$/.test(p)),
  );
  expect(chunk).toBeTruthy();
  expect((await request.get(`${chunk}.map`)).status()).toBe(404);

  await page.goto('/admin/errors');
  await expect(page.getByRole('heading', { name: 'Errors' })).toBeVisible();
  const group = page.getByTestId('error-group').filter({ hasText: 'is not a function' }).first();
  await expect(group).toBeVisible();
  // Symbolicated: the stack names the component's own source file and line, not the minified chunk.
  await expect(group.getByTestId('error-stack')).toContainText(
    /web\/src\/features\/adminEconomy\/components\/AuditLogTable\.tsx:\d+:\d+/,
  );
  await expect(group.getByTestId('error-sparkline')).toBeVisible();
  const blank = page
    .getByTestId('error-group')
    .filter({ hasText: 'Blank screen: the error page was shown on /admin/audit-log' });
  await expect(blank).toBeVisible();

  // Occurrences show where and for whom; resolving moves the group out of the open list.
  await group.getByRole('button', { name: 'Occurrences' }).click();
  const occurrence = page.getByRole('dialog').getByTestId('error-occurrence').first();
  await expect(occurrence).toContainText('/admin/audit-log');
  await expect(occurrence).toContainText('User ');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await group.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('error-group').filter({ hasText: 'is not a function' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(page.getByTestId('error-group').filter({ hasText: 'is not a function' }).first()).toBeVisible();
});
