import { expect, test } from '@playwright/test';
import * as tar from 'tar';
import { newAdminByApi } from './support/admin';
import { signInWithPassword } from './support/session';

// Its own project, run alone after the others (playwright.config.ts): while the live backup dumps the
// embedded database every request of the server waits (docs/deploy.md, "Backups").
test('an administrator downloads a backup of the running server from the health page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await newAdminByApi(request);
  await signInWithPassword(page, admin.email);
  await page.goto('/admin/health');

  // The archive npm run restore takes.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const backup = await downloading;
  expect(backup.suggestedFilename()).toMatch(/^inkstone-backup-[\dT-]+Z\.tar\.gz$/);
  const listed: string[] = [];
  await tar.t({ file: await backup.path(), onReadEntry: (entry) => void listed.push(entry.path) });
  expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.tar.gz']));
  await expect(page.getByRole('button', { name: 'Download a backup' })).toBeEnabled();
});
