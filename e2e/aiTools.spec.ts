import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newEmail, PASSWORD } from './support/accounts';
import { POLISH_SCRIPT, SLOW_SCRIPT } from './support/aiScripts';
import { AI_BASE_URL } from './support/aiServer';
import { registerByApi, submitPasswordSignIn } from './support/session';

// Streams with scripted delays, on two cores shared with the server and the browser: more patience.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ baseURL: AI_BASE_URL });

async function signedIn(page: Page, prefix: string): Promise<void> {
  const email = newEmail(prefix);
  await registerByApi(page.request, email);
  await page.goto('/login');
  await submitPasswordSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/apps\/home$/);
}

const body = (page: Page) => page.getByTestId('note-body');
/** The number in the header's "12,345 words left". */
const wordsOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const panel = (page: Page) => page.getByTestId('ai-panel');

async function noteWithParagraph(page: Page, text: string): Promise<void> {
  await signedIn(page, 'ai-tools');
  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?id=/);
  await body(page).click();
  await page.keyboard.type(text);
  await expect(body(page)).toHaveText(text);
}

test('polishes the selection with a streamed thought chain, applies two of three changes, and undo restores it', async ({
  page,
}, testInfo) => {
  await noteWithParagraph(page, POLISH_SCRIPT.input);
  const wordsBefore = await page.getByText(/words left$/).textContent();
  await page.keyboard.press('ControlOrMeta+a');
  await panel(page).getByRole('button', { name: 'Polish', exact: true }).click();

  // The thought chain streams first, apart from the answer; then the answer streams live.
  await expect(panel(page).getByTestId('ai-thought-chain')).toContainText('The subject is plural');
  await expect(panel(page).getByTestId('ai-stream')).toContainText('The results were');
  await page.screenshot({ path: testInfo.outputPath('editor-streaming-1280.png') });
  await expect(panel(page).getByTestId('ai-thought-chain')).toContainText('A precise adjective helps.');

  const changes = panel(page).getByTestId('diff-change');
  await expect(changes).toHaveCount(3);
  await expect(panel(page).getByTestId('ai-footer')).toContainText('words charged');
  await panel(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(panel(page)).toContainText('0 of 3 changes accepted');
  await changes.nth(0).click();
  await changes.nth(2).click();
  await expect(panel(page)).toContainText('2 of 3 changes accepted');
  await page.screenshot({ path: testInfo.outputPath('editor-diff-1280.png') });
  await panel(page).getByRole('button', { name: 'Apply to text' }).click();

  await expect(body(page)).toHaveText('The results were highly significant and it show a clear trend.');
  await expect(page.getByText(/words left$/)).not.toHaveText(wordsBefore ?? '');

  await page.keyboard.press('ControlOrMeta+z');
  await expect(body(page)).toHaveText(POLISH_SCRIPT.input);
});

test('stopping a stream refreshes the words left in the header', async ({ page }) => {
  await signedIn(page, 'ai-stop');
  await page.goto('/apps/polish');
  const wordsLeft = page.getByText(/words left$/);
  const before = await wordsLeft.textContent();
  await page.getByTestId('ai-input').fill(SLOW_SCRIPT.input);
  await page.getByRole('button', { name: 'Polish', exact: true }).click();
  await expect(page.getByTestId('ai-stream')).toContainText('word3');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Stopped. Only the words delivered were charged.')).toBeVisible();
  // The header moves at once (possibly still showing the hold), then settles on the delivered words
  // only: far fewer than the 40-word answer.
  await expect(wordsLeft).not.toHaveText(before ?? '');
  const spent = () => wordsLeft.textContent().then((after) => wordsOf(before) - wordsOf(after));
  await expect.poll(spent).toBeLessThan(SLOW_SCRIPT.answer.length);
  expect(await spent()).toBeGreaterThanOrEqual(3);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('the AI tools open as a drawer that keeps the selection; the accepted polish replaces it', async ({ page }) => {
    await noteWithParagraph(page, POLISH_SCRIPT.input);
    await expect(panel(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Show AI tools' }).click();
    await expect(panel(page)).toBeVisible();
    const box = await panel(page).boundingBox();
    // Full width on a phone; the slide-in can leave a sub-pixel remainder (389.99999).
    expect(box?.width).toBeCloseTo(390, 0);
    await panel(page).getByRole('button', { name: 'Polish', exact: true }).click();
    await expect(panel(page).getByTestId('diff-change')).toHaveCount(3);
    await panel(page).getByRole('button', { name: 'Apply to text' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(body(page)).toHaveText(POLISH_SCRIPT.answer);
  });

  test('/apps/polish polishes pasted text, reviews the diff and copies the result', async ({ page }, testInfo) => {
    await signedIn(page, 'ai-polish');
    await page.goto('/apps/polish');
    await page.getByTestId('ai-input').fill(POLISH_SCRIPT.input);
    await page.getByRole('button', { name: 'Polish', exact: true }).click();
    await expect(page.getByTestId('ai-thought-chain')).toContainText('The subject is plural');
    await expect(page.getByTestId('diff-change')).toHaveCount(3);
    await page.getByTestId('diff-change').nth(1).click();
    await expect(page.getByText('2 of 3 changes accepted')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('polish-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Result copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'The results were highly significant and it show a clear trend.',
    );
  });

  test('a failing model shows the error and the spec §8 snackbar, retries with backoff, then offers Retry', async ({
    page,
  }) => {
    await signedIn(page, 'ai-fail');
    await page.goto('/apps/polish');
    await page.getByTestId('ai-input').fill('A passage the fake model has no script for.');
    await page.getByRole('button', { name: 'Polish', exact: true }).click();
    await expect(page.getByText('Operation failed, please retry')).toBeVisible();
    // Three automatic retries (1 s, 2 s, 4 s apart), then the user decides.
    const retry = page.getByTestId('ai-error').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('ai-error')).not.toContainText('Retrying');
  });
});
