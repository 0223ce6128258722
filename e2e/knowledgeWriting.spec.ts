import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { newEmail } from './support/accounts';
import { AI_BASE_URL } from './support/aiServer';
import { KNOWLEDGE_SCRIPT } from './support/knowledgeScripts';
import { registerByApi, signInWithPassword } from './support/session';

// Model calls and processing on two shared cores: more patience.
const expect = baseExpect.configure({ timeout: 30_000 });

// A real paper from the shared fixtures (INKSTONE_SHARED_DIR, default ../shared); skipped without it.
const SHARED = process.env.INKSTONE_SHARED_DIR ?? fileURLToPath(new URL('../../shared', import.meta.url));
const PAPER = 'en_peerjcs2017-vespa_peerj-cs.118';
const PDF = path.join(SHARED, 'fixtures', 'documents', `${PAPER}.pdf`);

test.skip(!existsSync(PDF), 'the shared fixture documents are not here');
test.use({ baseURL: AI_BASE_URL });

test('with a model: an answer citing file and page, and a review written from the uploaded paper, cited with the page', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = newEmail('kbwriting');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await page.goto('/apps/knowledge?tab=files');
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: `${PAPER}.pdf`, mimeType: 'application/pdf', buffer: readFileSync(PDF) });
  await expect(page.getByTestId('file-row').filter({ hasText: PAPER })).toContainText('Ready', { timeout: 60_000 });

  // Ask: the model's answer keeps its citation, linked to the passage's file and page.
  await page.getByRole('button', { name: 'Ask your files' }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(KNOWLEDGE_SCRIPT.question);
  await page.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(page.getByTestId('ask-answer')).toContainText('their own submission processes');
  const citation = page.getByRole('button', { name: new RegExp(`^Passage 1: ${PAPER}\\.pdf, p+\\. \\d+`) });
  await expect(citation).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('knowledge-ask-1440.png'), fullPage: true });
  const [, cited] = /p+\. (\d+)/.exec((await citation.getAttribute('aria-label')) ?? '') ?? [];
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${cited}\\b`));
  await expect(page.getByTestId('pdf-preview')).toBeVisible();

  // The writing flow from the file alone: its passages reach the section, which cites the page.
  await page.goto('/apps/writing');
  await page.getByLabel('Topic').fill(KNOWLEDGE_SCRIPT.topic);
  await page.getByLabel('Length (words)').fill('300');
  await page.getByLabel('Files from your knowledge base').click();
  await page.getByTestId('knowledge-file-option').filter({ hasText: PAPER }).click();
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByTestId('outline-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Generate review' }).click();
  await expect(page.getByTestId('review-progress')).toContainText('1 of 1 sections written', { timeout: 90_000 });
  await expect(page.getByTestId('review-text')).toContainText(
    /Each cluster keeps its own way of accepting jobs \([^)]*, pp?\. \d+(-\d+)?\)/,
  );
  await expect(page.getByTestId('reference-list')).toContainText(/Vespa/i);
  await page.screenshot({ path: testInfo.outputPath('knowledge-writing-1440.png'), fullPage: true });
});
