import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';
import { POLISH_SCRIPT } from './support/aiScripts';
import { registerByApi, signInWithPassword } from './support/session';

const body = (page: Page) => page.getByTestId('note-body');
const panel = (page: Page) => page.getByTestId('ai-panel');

async function noteWithParagraph(page: Page, text: string): Promise<void> {
  const email = newEmail('ai-tools');
  await registerByApi(page.request, email);
  await signInWithPassword(page, email);
  await page.goto('/apps/editor');
  await page.getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/apps\/editor\?id=/);
  await body(page).click();
  await page.keyboard.type(text);
  await expect(body(page)).toHaveText(text);
}

test('polishes the selection with a streamed thought chain, applies two of three changes, and undo restores it', async ({
  page,
}) => {
  await noteWithParagraph(page, POLISH_SCRIPT.input);
  const wordsBefore = await page.getByText(/words left$/).textContent();
  await page.keyboard.press('ControlOrMeta+a');
  await panel(page).getByRole('button', { name: 'Polish', exact: true }).click();

  // The thought chain streams first, apart from the answer; then the answer streams live.
  await expect(panel(page).getByTestId('ai-thought-chain')).toContainText('The subject is plural');
  await expect(panel(page).getByTestId('ai-stream')).toContainText('The results were');
  await expect(panel(page).getByTestId('ai-thought-chain')).toContainText('A precise adjective helps.');

  const changes = panel(page).getByTestId('diff-change');
  await expect(changes).toHaveCount(3);
  await expect(panel(page).getByTestId('ai-footer')).toContainText('words charged');
  await panel(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(panel(page)).toContainText('0 of 3 changes accepted');
  await changes.nth(0).click();
  await changes.nth(2).click();
  await expect(panel(page)).toContainText('2 of 3 changes accepted');
  await panel(page).getByRole('button', { name: 'Apply to text' }).click();

  await expect(body(page)).toHaveText('The results were highly significant and it show a clear trend.');
  await expect(page.getByText(/words left$/)).not.toHaveText(wordsBefore ?? '');

  await page.keyboard.press('ControlOrMeta+z');
  await expect(body(page)).toHaveText(POLISH_SCRIPT.input);
});
