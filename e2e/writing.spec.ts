import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { registerByApi, signInWithPassword } from './support/session';

const PAPER = {
  title: 'Semi-Supervised Classification with Graph Convolutional Networks',
  authors: [
    { given: 'Thomas N.', family: 'Kipf' },
    { given: 'Max', family: 'Welling' },
  ],
  year: 2017,
  venue: 'ICLR',
  abstract: 'We present a scalable approach for semi-supervised learning on graph-structured data.',
  doi: null,
  arxivId: '1609.02907',
  pmid: null,
  openalexId: null,
  s2Id: null,
  url: null,
  pdfUrl: null,
  citationCount: null,
  language: 'en',
  keywords: [],
  sources: [],
};

/** Saves a paper to the signed-in user's library through the API (set-up, not what is tested). */
async function saveLibraryPaper(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('inkstone.user') ?? '{}') as { token?: string }).token,
  );
  const saved = await page.request.post('/v1/papers/library', {
    data: { paper: PAPER },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// The main e2e server has no model, as a fresh install: step 1 works, the outline call explains
// how to connect one instead of failing silently.
test('step 1 checks its fields, takes library papers, and without a model says how to connect one', async ({
  page,
}, testInfo) => {
  const email = newEmail('writing');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await saveLibraryPaper(page);
  await page.goto('/apps/writing');

  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByText('Enter a topic of at least 2 characters')).toBeVisible();
  await expect(page.getByText('Pick a saved paper search or papers from your library')).toBeVisible();

  await page.getByLabel('Topic').fill('Graph neural networks for citation networks');
  await page.getByLabel('Citation style').click();
  await page.getByRole('option', { name: 'GB/T 7714 (numeric)' }).click();
  await page.getByLabel('Papers from your library').fill('Graph');
  await page.getByRole('option', { name: /Semi-Supervised Classification/ }).click();
  await expect(page.getByRole('button', { name: /Semi-Supervised Classification/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('writing-step1-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByTestId('ai-error')).toContainText('No AI model is connected yet.');
  await expect(page.getByTestId('ai-error')).toContainText('Ask your administrator to connect one.');
  await expect(page).toHaveURL(/\/apps\/writing$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('writing-step1-390.png'), fullPage: true });
});
