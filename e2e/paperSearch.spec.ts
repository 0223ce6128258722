import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { turnOffLiveSources } from './support/liveSources';
import { corpusLoaded } from './support/savedSearch';
import { registerByApi, signInWithPassword } from './support/session';

// The built-in corpus has Chinese records on both terms, so the offline path finds papers too.
const TOPIC = '基于神经网络的预测方法';

async function signedInInChinese(page: Page): Promise<void> {
  const email = newEmail('paper-search');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Switch language to 中文' }).click();
}

/** Types the topic and starts a search of the built-in corpus only (nothing reaches the internet). */
async function startSearch(page: Page): Promise<void> {
  await page.goto('/apps/papersearch');
  await page.getByTestId('topic-input').fill(TOPIC);
  await page.getByRole('button', { name: '检索选项' }).click();
  await turnOffLiveSources(page);
  await page.getByRole('button', { name: '开始检索' }).click();
}

const progress = (page: Page) => page.getByTestId('progress-header');

test('runs the three steps on a Chinese topic, resumes after a reload, opens a group and reopens it from history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInInChinese(page);
  await corpusLoaded(page);
  let onSortRequested: () => void = () => undefined;
  const sortRequested = new Promise<void>((resolve) => (onSortRequested = resolve));
  await page.route('**/v1/workflow/paperagent/sort/logic', async (route) => {
    onSortRequested();
    // Sent on to the server, but its answer never reaches this page: the page reloads first.
    await route.fetch().catch(() => undefined);
  });
  await startSearch(page);

  // Step 2 runs: the topic heads the run and the first panel opens by itself.
  await expect(page.getByTestId('flow-topic')).toHaveText(TOPIC);
  await expect(page.getByTestId('panel-1')).toHaveAttribute('data-open', 'true', { timeout: 30_000 });

  // Step 3 starts by itself. Its answer is held back from the page (the server gets the request and
  // sorts), so the page is mid-run when it reloads; the reload reconnects to the same session and
  // replays it instead of starting over.
  await sortRequested;
  await expect(progress(page)).toHaveAttribute('data-progress', '4');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByTestId('flow-topic')).toHaveText(TOPIC);
  await expect(page.getByTestId('topic-input')).toHaveCount(0);

  // The three steps run to the end: search, then the themed sections.
  await expect(progress(page)).toHaveAttribute('data-progress', '5', { timeout: 120_000 });
  await expect(page.getByTestId('kept-count')).toContainText('保留');
  // No model is connected: the run says it went without AI and charged nothing.
  await expect(page.getByTestId('no-ai-notice')).toContainText('本次检索未使用 AI');
  const sections = page.getByTestId('section-card');
  await expect(sections.first()).toBeVisible();

  // A group's drawer has the spec's Chinese title and says why its sources were chosen.
  const sectionName = (await sections.first().getByTestId('section-name').textContent()) ?? '';
  await sections.first().click();
  const escaped = sectionName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('drawer-title')).toHaveText(new RegExp(`^${escaped}方向 - \\d+篇相关文献$`));
  await expect(page.getByText('为什么选择这些来源？')).toBeVisible();
  await expect(page.getByTestId('paper-drawer').getByTestId('paper-card').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('all-papers').click();
  await expect(page.getByTestId('drawer-title')).toHaveText(/^总计\d+篇相关文献$/);
  await page.keyboard.press('Escape');

  // History holds that one session (the reload did not start another); its result opens read-only.
  await page.getByRole('link', { name: '历史记录' }).click();
  const rows = page.getByTestId('history-table').getByRole('link', { name: TOPIC });
  await expect(rows).toHaveCount(1);
  await rows.click();
  await expect(page).toHaveURL(/\/apps\/papersearch\/result\/[0-9a-f-]{36}$/);
  await expect(progress(page)).toHaveAttribute('data-progress', '5');
  await expect(page.getByTestId('section-card').first()).toBeVisible();

  // …and reopens in the flow.
  await page.getByRole('link', { name: '在流程中重新打开' }).click();
  await expect(page).toHaveURL(/\/apps\/papersearch$/);
  await expect(page.getByTestId('flow-topic')).toHaveText(TOPIC);
  await expect(page.getByRole('button', { name: '返回第 2 步' })).toBeVisible();
});
