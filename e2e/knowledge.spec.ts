import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

// Real papers from the shared fixtures (INKSTONE_SHARED_DIR, default ../shared); skipped without them.
const SHARED = process.env.INKSTONE_SHARED_DIR ?? fileURLToPath(new URL('../../shared', import.meta.url));
const DOCS = path.join(SHARED, 'fixtures', 'documents');
const PAPERS = ['en_peerjcs2017-vespa_peerj-cs.118', 'en_acl2020-specter_2020.acl-main.207'];

test.skip(!existsSync(DOCS), 'the shared fixture documents are not here');

test('upload two papers, see them read, find a phrase on its page and open the file there, ask without a model', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = newEmail('knowledge');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await page.goto('/apps/knowledge?tab=files');

  await page.getByTestId('upload-input').setInputFiles(
    PAPERS.map((name) => ({
      name: `${name}.pdf`,
      mimeType: 'application/pdf',
      buffer: readFileSync(path.join(DOCS, `${name}.pdf`)),
    })),
  );
  const rows = page.getByTestId('file-row');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  for (const name of PAPERS) await expect(rows.filter({ hasText: name })).toContainText('Ready', { timeout: 60_000 });

  await page
    .getByRole('textbox', { name: 'Search your files' })
    .fill('the submission processes differ across compute clusters');
  await page.getByRole('textbox', { name: 'Search your files' }).press('Enter');
  // A hit of the search, not the file's own row or upload entry further down, which name it too.
  const hit = page.getByTestId('passage-hit').filter({ hasText: 'vespa' }).first();
  await expect(hit).toBeVisible();
  // The phrase is printed on page 6: the passage found covers it, and the file opens at its first page.
  const [, from, to] = /pp?\. (\d+)(?:–(\d+))?/.exec((await hit.textContent()) ?? '') ?? [];
  expect(Number(from)).toBeLessThanOrEqual(6);
  expect(Number(to ?? from)).toBeGreaterThanOrEqual(6);
  await hit.click();
  await expect(page).toHaveURL(/[?&]file=[^&]+/);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${from}\\b`));
  await expect(page.getByTestId('pdf-preview')).toBeVisible();

  // Without a model the answer is the passages, labelled as such.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Ask your files' }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('How are jobs submitted to compute clusters?');
  await page.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(page.getByTestId('ask-passages')).toBeVisible();
  await expect(page.getByTestId('ask-answer')).toHaveCount(0);
  await expect(page.getByText(/No AI model is configured/)).toBeVisible();
});
