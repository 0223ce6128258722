import fs from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import type { ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { newEmail } from './support/accounts';
import { turnOffLiveSources } from './support/liveSources';
import { AI_BASE_URL, JSON_MODE_BASE_URL } from './support/aiServer';
import { SEARCH_FLOW } from './support/searchFlowScripts';
import { registerByApi, signInWithPassword } from './support/session';
import { getAsUser, waitForCorpus } from './support/userApi';
import { chooseOption } from './support/selectField';

// Model calls, a background search and a polled review task on two shared cores: more patience.
const expect = baseExpect.configure({ timeout: 30_000 });

const RENAMED = 'Back-translation and synthetic data';

/** Steps 1–3 of the paper search on the built-in corpus only (nothing reaches the internet), to the end. */
async function runPaperSearch(page: Page): Promise<void> {
  await page.goto('/apps/papersearch');
  await page.getByTestId('topic-input').fill(SEARCH_FLOW.topic);
  await page.getByRole('button', { name: 'Search options' }).click();
  await page.getByLabel('Most papers').fill('6');
  await turnOffLiveSources(page);
  await page.getByRole('button', { name: 'Start searching' }).click();
  await expect(page.getByTestId('flow-topic')).toHaveText(SEARCH_FLOW.topic);
  await expect(page.getByTestId('progress-header')).toHaveAttribute('data-progress', '5', { timeout: 60_000 });
}

/** Opens the search's saved result from history and reads it through the API. */
async function savedResult(page: Page): Promise<ResearchSessionDto> {
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByTestId('history-table').getByRole('link', { name: SEARCH_FLOW.topic }).click();
  await expect(page).toHaveURL(/\/apps\/papersearch\/result\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('section-card')).toHaveCount(SEARCH_FLOW.groups.length);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const session = await getAsUser<ResearchSessionDto>(page, `/v1/papersearch/history/detail?id=${id}`);
  if (typeof session === 'number') throw new Error(`history detail answered ${session}`);
  return session;
}

/** The text of a downloaded DOCX's word/document.xml, as HTML (headings as <h2>). */
async function docxHtml(path: string): Promise<string> {
  const bytes = await fs.readFile(path);
  // A DOCX is a ZIP (local file header magic) holding word/document.xml (names are stored uncompressed).
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(bytes.includes('word/document.xml')).toBe(true);
  return (await mammoth.convertToHtml({ buffer: bytes })).value;
}

/** Text to compare titles in: GB/T 7714—2025 writes their punctuation full-width. */
const comparable = (text: string) => text.toLowerCase().replace(/：/g, ':').replace(/\s+/g, '');

/** Step 1 with the saved search as the only source; the outline follows its merged skeleton. */
async function outlineFromSearch(page: Page, session: ResearchSessionDto): Promise<void> {
  await page.goto('/apps/writing');
  await page.getByLabel('Topic').fill(SEARCH_FLOW.topic);
  await page.getByLabel('Length (words)').fill('300');
  await chooseOption(page, 'Citation style', 'GB/T 7714 (numeric)');
  await page.getByLabel('Saved paper search').click();
  await page.getByRole('option', { name: `${SEARCH_FLOW.topic} · ${session.bibList.length} papers` }).click();
  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page).toHaveURL(/\/apps\/writing\?project=/);
  const items = page.getByTestId('outline-item');
  await expect(items).toHaveCount(SEARCH_FLOW.groups.length);
  await expect(items.nth(0)).toContainText(SEARCH_FLOW.groups[0]);
  await expect(items.nth(1)).toContainText(SEARCH_FLOW.groups[1]);
}

/** A direct edit: the first section renamed and saved (the model re-balances the papers over it). */
async function renameFirstSection(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Rename: ${SEARCH_FLOW.groups[0]}` }).click();
  await page.getByLabel('Title of 1').fill(RENAMED);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save outline' }).click();
  await expect(page.getByRole('button', { name: 'Save outline' })).toBeHidden();
  await expect(page.getByTestId('outline-item').nth(0)).toContainText(RENAMED);
}

/** Step 3: every section written, each paper of the search cited once and checked, listed in GB/T 7714. */
async function reviewCitingTheSearch(page: Page, session: ResearchSessionDto): Promise<void> {
  const papers = session.bibList;
  const sections = SEARCH_FLOW.groups.length;
  await page.getByRole('button', { name: 'Generate review' }).click();
  await expect(page.getByTestId('review-progress')).toContainText(`${sections} of ${sections} sections written`, {
    timeout: 60_000,
  });
  const reviewText = page.getByTestId('review-text');
  await expect(reviewText).toContainText(RENAMED);
  await expect(reviewText).toContainText(`${SEARCH_FLOW.sentence} [1]`);
  // The fake model finds every claim supported by its abstract.
  const figure = (label: string) => page.getByTestId('citation-report').getByText(label, { exact: true }).locator('..');
  await expect(figure('Citations')).toHaveText(`${papers.length}Citations`);
  await expect(figure('Verified')).toHaveText(`${papers.length}Verified`);
  await expect(figure('Flagged')).toHaveText('0Flagged');
  const list = page.getByTestId('reference-list');
  await expect(list.getByRole('listitem')).toHaveCount(papers.length);
  await expect(list.getByRole('listitem').first()).toHaveText(/^\[1\] /);
  const listed = comparable((await list.textContent()) ?? '');
  for (const paper of papers) expect(listed).toContain(comparable(paper.title));
}

/** The DOCX download: a Word file with the section headings and the reference list. */
async function docxOfReview(page: Page, session: ResearchSessionDto): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DOCX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const html = await docxHtml(await file.path());
  expect(html).toContain(`<h2>${RENAMED}</h2>`);
  expect(html).toContain(`<h2>${SEARCH_FLOW.groups[1]}</h2>`);
  expect(comparable(html)).toContain(comparable(session.bibList[0]!.title));
}

/** Open in editor: the text, and one citation node for each paper of the search. */
async function reviewInEditor(page: Page, session: ResearchSessionDto): Promise<void> {
  await page.getByRole('button', { name: 'Open in editor' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?id=/);
  const body = page.getByTestId('note-body');
  await expect(body).toContainText(SEARCH_FLOW.sentence);
  const keys = session.bibList.map((p) => p.bibkey);
  const citations = body.locator('span[data-type="citation"]');
  await expect(citations).toHaveCount(keys.length);
  const cited = await citations.evaluateAll((spans) => spans.map((s) => s.getAttribute('data-bibkeys')));
  expect(cited.sort()).toEqual([...keys].sort());
}

// The same flow with a model that honours a JSON schema (asked in that mode) and with one that gives
// JSON only in JSON mode (the mode detected for an unknown OpenAI-compatible host).
const MODELS = [
  ['a model that honours a JSON schema', AI_BASE_URL],
  ['a model with JSON mode only', JSON_MODE_BASE_URL],
] as const;

for (const [model, baseURL] of MODELS) {
  test.describe(`with ${model}`, () => {
    test.use({ baseURL });

    test('a saved paper search to an outline, a direct edit, the review with GB/T 7714 references, DOCX, and the editor', async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      const email = newEmail('writing-search');
      await registerByApi(page.request, email);
      await signInWithPassword(page, email);
      await test.step('corpus loaded', () => waitForCorpus(page));

      await test.step('paper search', () => runPaperSearch(page));
      // The run says nothing about going without AI: the model's answers were read at every step.
      await expect(page.getByTestId('no-ai-notice')).toHaveCount(0);
      await expect(page.getByTestId('without-ai-steps')).toHaveCount(0);
      const session = await savedResult(page);
      // The model did every step (no offline fallback), and kept papers from the corpus in two themes.
      expect(session).toMatchObject({ state: 'finished', usesAi: true, errorMsg: null, withoutAi: [] });
      expect(session.bibList.length).toBeGreaterThanOrEqual(2);
      expect(session.mergedSkeleton.map((s) => s.section_name)).toEqual(SEARCH_FLOW.groups);

      await test.step('outline', () => outlineFromSearch(page, session));
      await test.step('direct edit', () => renameFirstSection(page));
      await test.step('review', () => reviewCitingTheSearch(page, session));
      await page.screenshot({ path: testInfo.outputPath('writing-from-search-review.png'), fullPage: true });
      await test.step('DOCX', () => docxOfReview(page, session));
      await test.step('editor', () => reviewInEditor(page, session));
    });
  });
}
