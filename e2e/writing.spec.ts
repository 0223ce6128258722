import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { OUTLINE_SUGGESTION_SCRIPT, WRITING_SCRIPT } from './support/aiScripts';
import { AI_BASE_URL } from './support/aiServer';
import { registerByApi, signInWithPassword } from './support/session';
import { chooseOption } from './support/selectField';

// Model calls and a polled task on two shared cores: more patience.
const expect = baseExpect.configure({ timeout: 30_000 });

const paper = (family: string, given: string, year: number, title: string) => ({
  title,
  authors: [{ given, family }],
  year,
  venue: 'ICLR',
  abstract: `${title}: an approach for learning on graph-structured data.`,
  doi: null,
  arxivId: null,
  pmid: null,
  openalexId: null,
  s2Id: null,
  url: null,
  pdfUrl: null,
  citationCount: null,
  language: 'en',
  keywords: [],
  sources: [],
});

// Their library keys (kipf2017semi, hamilton2017inductive, velickovic2018graph) are the ones the
// fake model's outline names (e2e/support/aiScripts.ts WRITING_SCRIPT).
const PAPERS = [
  paper('Kipf', 'Thomas N.', 2017, 'Semi-Supervised Classification with Graph Convolutional Networks'),
  paper('Hamilton', 'William L.', 2017, 'Inductive Representation Learning on Large Graphs'),
  paper('Veličković', 'Petar', 2018, 'Graph Attention Networks'),
];

async function signedIn(page: Page): Promise<void> {
  const email = newEmail('writing');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
}

/** Saves papers to the signed-in user's library through the API (set-up, not what is tested). */
async function saveLibraryPapers(page: Page, papers: readonly unknown[]): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('inkstone.user') ?? '{}') as { token?: string }).token,
  );
  for (const data of papers) {
    const saved = await page.request.post('/v1/papers/library', {
      data: { paper: data },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** A full-page screenshot from the top (scrolled down, the sticky header would cover the page). */
async function shootTop(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

// The main e2e server has no model, as a fresh install: step 1 works, the outline call explains
// how to connect one instead of failing silently.
test('step 1 checks its fields, takes library papers, and without a model says how to connect one', async ({
  page,
}, testInfo) => {
  await signedIn(page);
  await saveLibraryPapers(page, PAPERS.slice(0, 1));
  await page.goto('/apps/writing');

  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByText('Enter a topic of at least 2 characters')).toBeVisible();
  await expect(
    page.getByText('Pick a saved paper search, papers from your library or files from your knowledge base'),
  ).toBeVisible();

  await page.getByLabel('Topic').fill('Graph neural networks for citation networks');
  await chooseOption(page, 'Citation style', 'GB/T 7714 (numeric)');
  await page.getByLabel('Papers from your library').fill('Semi');
  await page.getByRole('option', { name: /Semi-Supervised Classification/ }).click();
  await expect(page.getByRole('button', { name: /Semi-Supervised Classification/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('writing-step1-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Generate outline' }).click();
  await expect(page.getByTestId('ai-error')).toContainText('No AI model is connected yet.');
  await expect(page.getByTestId('ai-error')).toContainText(
    'Ask your administrator to connect one in the model settings',
  );
  await expect(page).toHaveURL(/\/apps\/writing$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('writing-step1-390.png'), fullPage: true });
});

test.describe('with a model', () => {
  test.use({ baseURL: AI_BASE_URL });

  test('library papers to an outline, a direct edit, the review with GB/T 7714 references, DOCX, and the editor', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signedIn(page);
    await saveLibraryPapers(page, PAPERS);
    await page.goto('/apps/writing');
    await page.getByLabel('Topic').fill('Graph learning for citation networks');
    await page.getByLabel('Length (words)').fill('300');
    await chooseOption(page, 'Citation style', 'GB/T 7714 (numeric)');
    for (const word of ['Semi', 'Inductive', 'Attention']) {
      await page.getByLabel('Papers from your library').fill(word);
      await page.getByRole('option', { name: new RegExp(word) }).click();
    }
    await page.getByRole('button', { name: 'Generate outline' }).click();

    // Step 2: the timeline, the thin section and its search link, the cost.
    await expect(page).toHaveURL(/\/apps\/writing\?project=/);
    const items = page.getByTestId('outline-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText('Thin evidence');
    await expect(items.nth(1).getByRole('link', { name: 'Search more' })).toHaveAttribute(
      'href',
      /topic=Attention%20on%20graphs%20%E2%80%94%20Graph%20learning/,
    );
    await expect(page.getByTestId('review-cost')).toContainText('450 words are held');

    await page.getByRole('button', { name: `Rename: ${WRITING_SCRIPT.sections[1]}` }).click();
    await page.getByLabel('Title of 2').fill('Attention mechanisms on graphs');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Generate review' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save outline' }).click();
    await expect(page.getByRole('button', { name: 'Save outline' })).toBeHidden();
    await expect(items.nth(1)).toContainText('Attention mechanisms on graphs');
    await page.screenshot({ path: testInfo.outputPath('writing-outline-1280.png'), fullPage: true });

    // Step 3: the review is written section by section, then listed references in GB/T 7714.
    await page.getByRole('button', { name: 'Generate review' }).click();
    await expect(page.getByTestId('review-progress')).toContainText('2 of 2 sections written', { timeout: 90_000 });
    await expect(page.getByTestId('review-text')).toContainText('Attention mechanisms on graphs');
    await expect(page.getByTestId('review-text')).toContainText(
      'Graph convolutions propagate labels over citation graphs [1]',
    );
    const references = page.getByTestId('reference-list');
    await expect(references).toContainText('[1] Kipf T N.');
    await expect(references).toContainText('Graph Convolutional Networks[J]. ICLR，2017.');
    await expect(page.getByTestId('citation-report')).toContainText('Removed');
    await page.screenshot({ path: testInfo.outputPath('writing-review-1280.png'), fullPage: true });

    // The address keeps the project: a reload comes back to the finished review.
    await page.reload();
    await expect(page.getByTestId('reference-list')).toContainText('[1] Kipf T N.');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'DOCX' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);

    await page.getByRole('button', { name: 'Open in editor' }).click();
    await expect(page).toHaveURL(/\/apps\/editor\?id=/);
    await expect(page.getByTestId('note-body')).toContainText(
      'Graph convolutions propagate labels over citation graphs',
    );
  });

  test('step 2: streamed suggestions, one applied as a revision, a library paper added and assigned', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page);
    await saveLibraryPapers(page, PAPERS);
    await page.goto('/apps/writing');
    await page.getByLabel('Topic').fill('Graph learning for citation networks');
    await page.getByLabel('Length (words)').fill('300');
    // Two of the three papers: the outline's second section names the third, which is not in the set.
    for (const word of ['Semi', 'Inductive']) {
      await page.getByLabel('Papers from your library').fill(word);
      await page.getByRole('option', { name: new RegExp(word) }).click();
    }
    await page.getByRole('button', { name: 'Generate outline' }).click();
    const items = page.getByTestId('outline-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('project-papers')).toContainText('Papers of this project: 2');

    // Suggestions stream in, split at their [n] markers; the first is applied as a revision in words.
    await page.getByRole('button', { name: 'Suggestions' }).click();
    const suggestions = page.getByTestId('outline-suggestion');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(suggestions).toHaveCount(2);
    await expect(page.getByTestId('outline-suggestions')).toHaveAttribute('data-status', 'done');
    await expect(suggestions.nth(0)).toContainText(OUTLINE_SUGGESTION_SCRIPT.suggestions[0]);
    await expect(suggestions.nth(1)).toContainText(OUTLINE_SUGGESTION_SCRIPT.suggestions[1]);
    await page.screenshot({ path: testInfo.outputPath('writing-suggestions-1280.png'), fullPage: true });
    await suggestions.nth(0).getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(3);
    await expect(items.nth(2)).toContainText(OUTLINE_SUGGESTION_SCRIPT.revised);
    await expect(suggestions).toHaveCount(1);
    await suggestions.nth(0).getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('No suggestions left.')).toBeVisible();

    // The third paper comes from the library into the project, then supports the thin section.
    await page.getByRole('button', { name: 'Add papers from your library' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Papers from your library').fill('Attention');
    await page.getByRole('option', { name: /Graph Attention Networks/ }).click();
    await dialog.getByRole('button', { name: 'Add (1)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('project-papers')).toContainText('Papers of this project: 3');
    await expect(page.getByTestId('unassigned-papers')).toContainText('Graph Attention Networks');
    await page.getByRole('button', { name: `Assign a paper: ${WRITING_SCRIPT.sections[1]}` }).click();
    await page.getByRole('menuitem', { name: /Graph Attention Networks/ }).click();
    await expect(items.nth(1)).toContainText('Graph Attention Networks');
    await expect(page.getByTestId('unassigned-papers')).toBeHidden();
    await page.getByRole('button', { name: 'Save outline' }).click();
    await expect(page.getByRole('button', { name: 'Save outline' })).toBeHidden();
    await expect(items.nth(1)).toContainText('Graph Attention Networks');
    await expect(items).toHaveCount(3);
    await shootTop(page, testInfo.outputPath('writing-step2-en-1280.png'));

    // The same step in Chinese.
    await page.getByRole('button', { name: 'Switch language to 中文' }).click();
    await expect(page.getByRole('button', { name: '从文献库添加文献' })).toBeVisible();
    await shootTop(page, testInfo.outputPath('writing-step2-zh-1280.png'));
  });
});
